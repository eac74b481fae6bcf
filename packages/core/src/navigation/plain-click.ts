// Links that route inside the app keep a real href, so a modified click (new tab, new window) or a middle
// click still does what the browser does; only a plain left click is taken over by the app.
import type { MouseEvent } from 'react';

/** The parts of a click that tell a plain left click from one the browser should handle. */
export type ClickLike = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey'>;

/** True for a left click without Cmd, Ctrl or Shift: the click the app handles itself. */
export function isPlainClick(event: ClickLike): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A link's click handler that calls `go` for a plain click (and keeps the browser from following the href);
 * every other click is left to the browser.
 */
export function inAppClick(go: () => void): (event: ClickLike & Pick<MouseEvent, 'preventDefault'>) => void {
  return (event) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    go();
  };
}
