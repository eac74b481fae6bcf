// Test support for the request modules: upload permissions and real presigned-POST uploads through the app,
// verification codes, and the documents of every analysable format.
import { docx, odt, pdf, pptx, xlsx } from '../../engines/mt/apertium/test-documents.ts';
export { grantUpload, uploadFile, type Post } from '../../../test/helpers.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { issueCode } from '../email-verification/index.ts';

export async function verificationCode(db: Db, clock: Clock, email: string): Promise<string> {
  return (await issueCode(db, clock, email, 'SUBMISSION', { throttle: false })).code;
}

/** n distinct words ("w1 w2 ..."), so page counts are exact. */
export function words(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `w${i + 1}`);
}

/** One document per analysable format with the given number of words each. */
export async function documentsOfEveryFormat(n: number): Promise<Array<[string, Buffer]>> {
  const w = words(n);
  return [
    ['brochure.docx', await docx([w.join(' ')])],
    ['slides.pptx', await pptx([w.join(' ')])],
    ['prices.xlsx', await xlsx([w.join(' ')])],
    ['letter.odt', await odt([w.join(' ')])],
    ['page.html', Buffer.from(`<html><body><p>${w.join(' ')}</p></body></html>`)],
    ['notes.txt', Buffer.from(w.join(' '))],
    ['scan.pdf', pdf(w.join(' '))],
  ];
}
