// Documents translated with the company's glossary and counted (decision 149): the terms come
// out the glossary's way in a DOCX and a TXT, another company's terms never apply, and the request says how many
// terms were written and how many words the engine did not know.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, buildTestApp, testPrincipals, type TestApp } from '../../../test/helpers.ts';
import { clientConfigs } from '../../db/schema/index.ts';
import { docx, unzip, xmlTexts } from '../../engines/mt/apertium/test-documents.ts';

const ALICE = 'client@acme-health.example';
const GRACE = 'client@globex.example';

let t: TestApp;
const { call, upload, download } = apiAs(() => t.app);

beforeAll(async () => {
  t = await buildTestApp({ app: { configure: testPrincipals } });
  const clients = await t.ctx.db.select().from(clientConfigs);
  const idOf = (name: string) => clients.find((c) => c.companyName.startsWith(name))!.id;
  await glossary(ALICE, idOf('Acme'), [['house', 'vivienda'], ['Acme', null]]);
  await glossary(GRACE, idOf('Globex'), [['dog', 'chucho']]);
});
afterAll(() => t?.close());

async function glossary(user: string, clientId: number, terms: Array<[string, string | null]>): Promise<void> {
  const made = await call(user, 'POST', `/clientConfigs/${clientId}/glossaries`, { sourceLanguageId: 'enu', targetLanguageId: 'esn' });
  expect(made.statusCode, made.body).toBe(201);
  for (const [sourceTerm, target] of terms) {
    const entry = { sourceTerm, targetTerm: target ?? '', doNotTranslate: target === null, caseSensitive: false };
    const res = await call(user, 'POST', `/clientConfigs/${clientId}/glossaries/${made.json().id}/entries`, entry);
    expect(res.statusCode, res.body).toBe(201);
  }
}

/** Translates the files into `target`, runs the job, and answers the request and each translated file's text. */
async function translate(user: string, files: Array<[string, Buffer]>, target = 'esn'): Promise<{ request: Record<string, unknown>; texts: Record<string, string> }> {
  const keys = await upload(user, files);
  const res = await call(user, 'POST', '/machineTranslation/actions/translateFiles', {
    requestName: 'Glossary pack',
    sourceLanguageId: 'enu',
    targetLanguageIds: [target],
    files: files.map(([fileName], i) => ({ fileName, category: 'SOURCE_DOCUMENT', fileKey: keys[i] })),
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.jobs.drain();
  const request = (await call(user, 'GET', `/jobRequests/${res.json().id}`)).json();
  expect(request.status, request.failureReason).toBe('COMPLETED');
  const texts: Record<string, string> = {};
  for (const f of request.files.filter((x: { category: string }) => x.category === 'TRANSLATED_DOCUMENT')) {
    const url = (await call(user, 'GET', `/jobRequests/${request.id}/files/${encodeURIComponent(f.fileKey)}/downloadUrl`)).json().downloadUrl;
    const body = await download(url);
    texts[f.fileName] = f.fileName.endsWith('.docx')
      ? xmlTexts((await unzip(body)).find((p) => p.name === 'word/document.xml')!.text, 'w:t').join(' ')
      : body.toString('utf8');
  }
  return { request, texts };
}

describe('documents translated with the glossary', () => {
  it("writes the company's terms into a DOCX and a TXT and counts them and the unknown words", async () => {
    const { request, texts } = await translate(ALICE, [
      ['welcome.docx', await docx(['The house is big.', 'Acme has a dog and a zorblax.'])],
      ['note.txt', Buffer.from('My house is red.\n')],
    ]);
    expect(texts['welcome_esn.docx']).toContain('vivienda');
    expect(texts['welcome_esn.docx']).toContain('Acme');
    expect(texts['welcome_esn.docx']).not.toMatch(/casa|chucho|\*/);
    expect(texts['welcome_esn.docx']).toContain('perro');
    expect(texts['note_esn.txt']).toContain('vivienda');
    expect(texts['note_esn.txt']).not.toContain('casa');
    // house ×2 and Acme; zorblax is the one word Apertium did not know.
    expect(request).toMatchObject({ glossaryTermsApplied: 3, unknownWords: 1 });
  });

  it("never applies another company's glossary", async () => {
    const { request, texts } = await translate(GRACE, [['pets.docx', await docx(['The house has a dog.'])]]);
    expect(texts['pets_esn.docx']).toContain('chucho');
    expect(texts['pets_esn.docx']).toContain('casa');
    expect(texts['pets_esn.docx']).not.toContain('vivienda');
    expect(request).toMatchObject({ glossaryTermsApplied: 1 });
    expect(request).not.toHaveProperty('unknownWords');
  });
});

describe('words the engine did not know in a document', () => {
  it("counts them through Apertium's own format processors, and no mark reaches the file", async () => {
    const { request, texts } = await translate(ALICE, [
      ['odd.docx', await docx(['The zorblax and the blorfle are here.'])],
      ['odd.txt', Buffer.from('A snarkwidget is big.\n')],
    ], 'cat');
    expect(texts['odd_cat.docx']).toContain('zorblax');
    expect(texts['odd_cat.docx']).not.toContain('*');
    expect(texts['odd_cat.txt']).not.toContain('*');
    expect(request).toMatchObject({ unknownWords: 3 });
    expect(request).not.toHaveProperty('glossaryTermsApplied');
  });
});
