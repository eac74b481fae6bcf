import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { inAppClick, isPlainClick } from './plain-click.ts';

describe('isPlainClick', () => {
  it('is true only for a left click without modifier keys', () => {
    const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false };
    expect(isPlainClick(plain)).toBe(true);
    expect(isPlainClick({ ...plain, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
  });
});

describe('inAppClick', () => {
  it('routes a plain click in the app and leaves modified clicks to the browser', () => {
    const go = vi.fn();
    render(
      <a href="/reports/7" onClick={inAppClick(go)}>
        Open
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Open' });

    // fireEvent returns false when the default action was prevented.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
    expect(go).not.toHaveBeenCalled();

    expect(fireEvent.click(link)).toBe(false);
    expect(go).toHaveBeenCalledTimes(1);
  });
});
