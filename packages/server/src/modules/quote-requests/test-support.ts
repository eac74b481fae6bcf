// Test support for the request modules: upload permissions and real presigned-POST uploads through the app,
// verification codes, and the documents of every analysable format.
import type { FastifyInstance } from 'fastify';
import { docx, odt, pdf, pptx, xlsx } from '../../engines/mt/apertium/test-documents.ts';
import { TEST_USER_HEADER } from '../../../test/helpers.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { issueCode } from '../email-verification/index.ts';

export interface Post {
  url: string;
  fields: Record<string, string> & { key: string };
}

export async function grantUpload(app: FastifyInstance, user?: string): Promise<Post> {
  const res = await app.inject({ method: 'POST', url: '/v1/tempFiles/actions/createPresignedPost', headers: user ? { [TEST_USER_HEADER]: user } : {} });
  if (res.statusCode !== 200) throw new Error(`upload permission: ${res.statusCode} ${res.body}`);
  return res.json() as Post;
}

/** Posts one file through the presigned form, like the browser; returns the file key. */
export async function uploadFile(app: FastifyInstance, post: Post, fileName: string, content: Buffer | string): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries(post.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(Buffer.from(content))]), fileName);
  const res = await app.inject({ method: 'POST', url: new URL(post.url).pathname, payload: form });
  if (res.statusCode >= 300) throw new Error(`upload of ${fileName}: ${res.statusCode} ${res.body}`);
  return post.fields.key.replace('${filename}', fileName);
}

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
