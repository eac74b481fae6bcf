import { describe, expect, it } from 'vitest';
import { documentFormatOfName, isMtDocument, MT_DOCUMENT_EXTENSIONS } from './document-types.ts';

describe('the document types', () => {
  it('reads a format from any case of extension, and none from a name without a known one', () => {
    expect(documentFormatOfName('Report.DOCX')).toBe('docx');
    expect(documentFormatOfName('page.xhtml')).toBe('html');
    expect(documentFormatOfName('old.rtf')).toBe('rtf');
    expect(documentFormatOfName('archive.tar.gz')).toBeUndefined();
    expect(documentFormatOfName('README')).toBeUndefined();
  });

  it('takes on the file tab exactly the types of spec 3 §5, by extension or by MIME type without one', () => {
    expect([...MT_DOCUMENT_EXTENSIONS].sort()).toEqual(['doc', 'docx', 'pdf', 'ppt', 'pptx', 'txt', 'xls', 'xlsx']);
    expect(isMtDocument({ name: 'a.PPTX' })).toBe(true);
    expect(isMtDocument({ name: 'a.odt', type: 'text/plain' })).toBe(false);
    expect(isMtDocument({ name: 'scan', type: 'application/pdf' })).toBe(true);
    expect(isMtDocument({ name: 'scan', type: 'image/png' })).toBe(false);
    expect(isMtDocument({ name: 'scan' })).toBe(false);
  });
});
