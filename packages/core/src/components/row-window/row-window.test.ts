import { describe, expect, it } from 'vitest';
import { rowWindow } from './row-window.ts';

describe('the rendered rows', () => {
  it('are the viewport’s with a margin either side, within the list', () => {
    expect(rowWindow(900, { top: 0, height: 560 }, 94, 8, null)).toEqual({ from: 0, to: 14 });
    expect(rowWindow(900, { top: 94 * 400, height: 560 }, 94, 8, null)).toEqual({ from: 392, to: 414 });
    expect(rowWindow(10, { top: 0, height: 560 }, 94, 8, null)).toEqual({ from: 0, to: 10 });
  });

  it('reach past the focused row, so Tab finds the next one rendered', () => {
    expect(rowWindow(900, { top: 0, height: 560 }, 94, 8, 13)).toEqual({ from: 0, to: 22 });
  });

  it('let a focused row scrolled far away go', () => {
    expect(rowWindow(900, { top: 94 * 400, height: 560 }, 94, 8, 3)).toEqual({ from: 392, to: 414 });
  });
});
