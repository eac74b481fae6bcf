import { describe, expect, it } from 'vitest';
import { xmlTexts } from './test-documents.ts';

describe('the XML check the document tests rely on', () => {
  it('rejects what is not well formed', () => {
    expect(xmlTexts('<?xml version="1.0"?> <a x="1"><b>A &amp; B</b><b/></a> ', 'b')).toEqual(['A & B', '']);
    for (const bad of ['<a><b></a>', '<a>x & y</a>', '<a>1 < 2</a>', '<a/><a/>', '<a x=1/>', '<a>']) expect(() => xmlTexts(bad, 'a')).toThrow();
  });
});
