// The document editor's keyboard as a pure step: which command a key press asks for. One list feeds both the
// handler and the help overlay, so the overlay can never name a shortcut that does not exist.

export type ReviewCommand = 'confirmNext' | 'next' | 'previous' | 'suggestion' | 'checks' | 'replace' | 'help';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Every shortcut: the command, the keys as shown, and how a press matches it. */
export const SHORTCUTS: ReadonlyArray<{ command: ReviewCommand; keys: string; match: (p: KeyPress, ctrl: boolean) => boolean }> = [
  { command: 'confirmNext', keys: 'Ctrl+Enter', match: (p, ctrl) => ctrl && p.key === 'Enter' },
  { command: 'next', keys: 'Alt+↓', match: (p) => p.altKey && p.key === 'ArrowDown' },
  { command: 'previous', keys: 'Alt+↑', match: (p) => p.altKey && p.key === 'ArrowUp' },
  { command: 'suggestion', keys: 'Ctrl+Shift+M', match: (p, ctrl) => ctrl && p.shiftKey && p.key.toLowerCase() === 'm' },
  { command: 'checks', keys: 'Ctrl+Shift+K', match: (p, ctrl) => ctrl && p.shiftKey && p.key.toLowerCase() === 'k' },
  { command: 'replace', keys: 'Ctrl+Shift+F', match: (p, ctrl) => ctrl && p.shiftKey && p.key.toLowerCase() === 'f' },
  { command: 'help', keys: 'Ctrl+/', match: (p, ctrl) => ctrl && p.key === '/' },
];

/** The command of a key press, or null when the key is the field's own (typing, moving the caret). */
export function reviewCommand(press: KeyPress, inTextField: boolean): ReviewCommand | null {
  const ctrl = press.ctrlKey || press.metaKey;
  // "?" opens the help where it is not text being typed.
  if (!inTextField && press.key === '?' && !ctrl && !press.altKey) return 'help';
  return SHORTCUTS.find((s) => s.match(press, ctrl))?.command ?? null;
}
