import { describe, expect, it } from 'vitest';
import { isQuoteDocumentName, pagesPerLanguage } from './quotes.ts';

describe('pagesPerLanguage', () => {
  it('splits the total evenly over the target languages, rounding a remainder up', () => {
    expect(pagesPerLanguage(12, 2)).toBe(6);
    expect(pagesPerLanguage(7, 2)).toBe(4);
    expect(pagesPerLanguage(10, 3)).toBe(4);
    expect(pagesPerLanguage(1, 3)).toBe(1);
    expect(pagesPerLanguage(0, 2)).toBe(0);
  });

  it('counts a quote without target languages as one language', () => {
    expect(pagesPerLanguage(9, 0)).toBe(9);
  });

  it('prefers the figure stored with the quote, zero included', () => {
    expect(pagesPerLanguage(11, 2, 3)).toBe(3);
    expect(pagesPerLanguage(11, 2, 0)).toBe(0);
    expect(pagesPerLanguage(11, 2, null)).toBe(6);
  });
});

describe('isQuoteDocumentName', () => {
  it('accepts PDFs by extension, in any case', () => {
    expect(isQuoteDocumentName('quote.pdf')).toBe(true);
    expect(isQuoteDocumentName('Quote.PDF')).toBe(true);
    expect(isQuoteDocumentName('quote.pdf.docx')).toBe(false);
    expect(isQuoteDocumentName('pdf')).toBe(false);
  });
});
