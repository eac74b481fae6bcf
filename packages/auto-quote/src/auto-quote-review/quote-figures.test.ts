// The summary's figures: spec 2 §9's USD with 2 decimals and MM/DD/YYYY in English, each other language's own way
// of writing money, numbers and dates (decision 192).
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@lingua/core';
import { formatCurrency, formatDate, formatPages } from './quote-figures.ts';

afterEach(() => showLanguage('en'));

describe('quote figures', () => {
  it('writes USD, pages and the date as spec 2 §9 asks in English', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatPages(12.3456)).toBe('12.35');
    expect(formatDate('2026-03-10T12:00:00Z')).toBe('03/10/2026');
  });

  it('writes them as German does once German is shown', async () => {
    await showLanguage('de');
    expect(formatCurrency(1234.5).replace(/\s/g, ' ')).toBe('1.234,50 $');
    expect(formatPages(12.3456)).toBe('12,35');
    expect(formatDate('2026-03-10T12:00:00Z')).toBe('10.03.2026');
  });
});
