import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@lingua/core';
import { cellAlign, formatCell, formatMonth, formatNumber } from './format.ts';

describe('formatCell', () => {
  it('writes a cell as its column kind says', () => {
    expect(formatCell(12345.678, 'NUMBER', '—')).toBe('12,345.68');
    expect(formatCell('2025-10-03T14:00:00.000Z', 'DATE', '—')).toBe('10/03/2025');
    // A text column keeps digits and date-like text as they are.
    expect(formatCell('10023', 'TEXT', '—')).toBe('10023');
    expect(formatCell('2025-10-03T14:00:00.000Z', 'TEXT', '—')).toBe('2025-10-03T14:00:00.000Z');
  });

  it('shows the empty mark for a missing value of any kind', () => {
    for (const kind of ['TEXT', 'NUMBER', 'DATE'] as const) {
      expect(formatCell(null, kind, '—')).toBe('—');
      expect(formatCell(undefined, kind, '—')).toBe('—');
      expect(formatCell('', kind, '—')).toBe('—');
    }
  });
});

describe('cellAlign', () => {
  it('right-aligns numbers only', () => {
    expect(cellAlign('NUMBER')).toBe('right');
    expect(cellAlign('TEXT')).toBeUndefined();
    expect(cellAlign('DATE')).toBeUndefined();
  });
});

describe('formats in the shown language', () => {
  afterEach(() => showLanguage('en'));

  it('writes German numbers, days and months in German conventions', async () => {
    await showLanguage('de');
    expect(formatCell(12345.678, 'NUMBER', '—')).toBe('12.345,68');
    expect(formatCell('2025-10-03T14:00:00.000Z', 'DATE', '—')).toBe('03.10.2025');
    expect(formatMonth('2025-10')).toBe('Okt. 2025');
    expect(formatMonth('2025-10', '2-digit')).toBe('Okt. 25');
  });

  it('keeps the spec’s MM/DD/YYYY and US separators in English', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatMonth('2026-03')).toBe('Mar 2026');
  });
});
