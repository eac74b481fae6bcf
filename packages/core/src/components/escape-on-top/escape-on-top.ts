// Escape closes only the dialog on top: Mantine's modals each listen on the window, so a dialog opened from a side
// panel and the panel both closed on one press.
import { useEffect, useRef } from 'react';

function onTop(dialog: Element): boolean {
  const root = dialog.getRootNode() as Document | ShadowRoot;
  return [...root.querySelectorAll('[role="dialog"]')].every((other) => other === dialog || other.contains(dialog));
}

/** Give the dialog `closeOnEscape={false}` and put the ref on an element within it. */
export function useEscapeClosesTopDialog<T extends HTMLElement>(opened: boolean, onClose: () => void) {
  const ref = useRef<T>(null);
  const latest = useRef(onClose);
  latest.current = onClose;
  useEffect(() => {
    if (!opened) return;
    const listener = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      const dialog = ref.current?.closest('[role="dialog"]');
      // The first node of the path: the real target, also inside a shadow root (the elements).
      const target = event.composedPath()[0];
      // The innermost dialog around the key press must be this one: a dialog opened from it may be portaled
      // elsewhere or rendered inside it, depending on the page.
      const innermost = target instanceof Element ? target.closest('[role="dialog"]') : null;
      if (dialog && (innermost === dialog || (innermost === null && onTop(dialog)))) latest.current();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [opened]);
  return ref;
}
