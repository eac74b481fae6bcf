import { describe, expect, it } from 'vitest';
import { MAX_ROWS, rowWindow } from './row-window.ts';

describe('the rendered segment rows', () => {
  it('are the viewport’s with a margin either side, within the list', () => {
    expect(rowWindow(20_000, { top: 0, height: 600 }, 60, 8, null)).toEqual({ from: 0, to: 18 });
    expect(rowWindow(20_000, { top: 60 * 400, height: 600 }, 60, 8, null)).toEqual({ from: 392, to: 418 });
    expect(rowWindow(5, { top: 0, height: 600 }, 60, 8, null)).toEqual({ from: 0, to: 5 });
  });

  it('reach past the focused row, and never pass MAX_ROWS even on a tall screen', () => {
    expect(rowWindow(20_000, { top: 0, height: 600 }, 60, 8, 17)).toEqual({ from: 0, to: 26 });
    const tall = rowWindow(20_000, { top: 0, height: 60 * 500 }, 60, 8, null);
    expect(tall.to - tall.from).toBe(MAX_ROWS);
    expect(rowWindow(20_000, { top: 60 * 400, height: 600 }, 60, 8, 3)).toEqual({ from: 392, to: 418 });
  });
});
