// Machine translation through the API with the real Apertium engine and the real job queue: settings, text,
// files uploaded through the presigned POST, translated by the job, downloaded through the signed URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiAs, buildTestApp, testPrincipals, type TestApp } from '../../../test/helpers.ts';
import {
  docx,
  pdf,
  pptx,
  readWithLibreOffice,
  toLegacyOffice,
  unzip,
  xlsx,
  xmlTexts,
} from '../../engines/mt/apertium/test-documents.ts';
import { isLegacyOfficeFormat, type MtEngine } from '../../engines/mt/index.ts';
import { jobRequests } from '../../db/schema/index.ts';
import { statusHistory } from '../job-requests/index.ts';
import { runFileTranslation } from './file-job.ts';

const ALICE = 'client@acme-health.example';
const GRACE = 'client@globex.example';
const BUYER = 'buyer@globex.example';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ app: { configure: testPrincipals } });
});
afterAll(async () => {
  await t?.close();
});

const { call, upload, download } = apiAs(() => t.app);

describe('GET /machineTranslation/settings', () => {
  it("returns the client's settings", async () => {
    const res = await call(GRACE, 'GET', '/machineTranslation/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      maxCharactersPerRequest: 2000,
      disableHumanEscalation: true,
      maxFilesPerRequest: 10,
    });
  });

  it('refuses users without the application or client role', async () => {
    expect((await call(BUYER, 'GET', '/machineTranslation/settings')).statusCode).toBe(403);
    expect((await call('admin@lingua.example', 'GET', '/machineTranslation/settings')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/machineTranslation/settings' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /machineTranslation/actions/translateText', () => {
  it('translates with Apertium', async () => {
    const res = await call(ALICE, 'POST', '/machineTranslation/actions/translateText', {
      text: 'The house is big.',
      sourceLanguageCode: 'enu',
      targetLanguageCode: 'esn',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().translatedText.toLowerCase()).toContain('casa');
    expect(res.json().detectedLanguage ?? null).toBeNull();
  });

  it('answers the words the engine did not know as offsets, without its marks', async () => {
    const res = await call(ALICE, 'POST', '/machineTranslation/actions/translateText', {
      text: 'The zorblax is big. 5 * 3 is #15.',
      sourceLanguageCode: 'enu',
      targetLanguageCode: 'esn',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { translatedText, unsureWords } = res.json() as { translatedText: string; unsureWords: Array<{ start: number; end: number }> };
    expect(translatedText).toContain('zorblax');
    expect(translatedText).toContain('5 * 3');
    expect(translatedText).not.toContain('*zorblax');
    expect(unsureWords.map((u) => translatedText.slice(u.start, u.end))).toEqual(['zorblax']);
  });

  it('says which language it detected, how sure, and when the chosen source disagrees', async () => {
    const text = 'Bonjour, je voudrais prendre un rendez-vous avec le médecin demain matin.';
    const wrong = await call(ALICE, 'POST', '/machineTranslation/actions/translateText', { text, sourceLanguageCode: 'enu', targetLanguageCode: 'esn' });
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json()).toMatchObject({ detection: { language: 'fra' }, looksLike: 'fra' });
    expect(wrong.json().detection.confidence).toBeGreaterThanOrEqual(0.8);
    const right = await call(ALICE, 'POST', '/machineTranslation/actions/translateText', { text, sourceLanguageCode: 'fra', targetLanguageCode: 'esn' });
    expect(right.json()).toMatchObject({ detection: { language: 'fra' } });
    expect(right.json().looksLike).toBeUndefined();
  });

  it('detects the source when none is given', async () => {
    const res = await call(ALICE, 'POST', '/machineTranslation/actions/translateText', {
      text: 'La casa es muy grande y tiene un jardín bonito.',
      targetLanguageCode: 'enu',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().detectedLanguage).toBe('esn');
    expect(res.json().translatedText.toLowerCase()).toContain('house');
  });

  it('refuses blank, too long, unknown and unserved input with 400', async () => {
    const blank = await call(ALICE, 'POST', '/machineTranslation/actions/translateText', {
      text: '   ',
      targetLanguageCode: 'esn',
    });
    expect(blank.statusCode).toBe(400);
    const long = await call(GRACE, 'POST', '/machineTranslation/actions/translateText', {
      text: 'a'.repeat(2001),
      targetLanguageCode: 'esn',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errorCode).toBe('TEXT_TOO_LONG');
    const noTarget = await call(ALICE, 'POST', '/machineTranslation/actions/translateText', {
      text: 'Hello',
    });
    expect(noTarget.statusCode).toBe(400);
    const unknown = await call(ALICE, 'POST', '/machineTranslation/actions/translateText', {
      text: 'Hello',
      targetLanguageCode: 'xxx',
    });
    expect(unknown.statusCode).toBe(400);
    const unserved = await call(ALICE, 'POST', '/machineTranslation/actions/translateText', {
      text: 'Hello',
      sourceLanguageCode: 'enu',
      targetLanguageCode: 'jpn',
    });
    expect(unserved.statusCode).toBe(400);
    expect(unserved.json()).toMatchObject({ errorCode: 'UNSUPPORTED_LANGUAGE' });
  });
});

describe('languages served by the engine', () => {
  it('lists file combinations the engine serves', async () => {
    const res = await call(ALICE, 'GET', '/xl8/fileTranslation/languageCombinations?sourceLanguageId=enu');
    expect(res.statusCode).toBe(200);
    const map = res.json() as Record<string, string[]>;
    expect(Object.keys(map)).toEqual(['enu']);
    expect(map['enu']).toEqual(expect.arrayContaining(['esn', 'cat']));
    expect(map['enu']).not.toContain('jpn');
  });

  it('flags only served languages as having a machine-translation id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/languages?xl8FileTranslationIdExists=true' });
    const ids = (res.json() as Array<{ id: string }>).map((l) => l.id);
    expect(ids).toEqual(expect.arrayContaining(['enu', 'esn', 'cat']));
    expect(ids).not.toContain('jpn');
    const without = await t.app.inject({
      method: 'GET',
      url: '/v1/languages?xl8FileTranslationIdExists=false',
    });
    expect((without.json() as Array<{ id: string }>).map((l) => l.id)).toContain('jpn');
  });
});

describe('POST /machineTranslation/actions/translateFiles', () => {
  it('translates a docx into two languages and a PDF into a docx', async () => {
    const [docKey, pdfKey] = await upload(ALICE, [
      ['welcome.docx', await docx(['The house is big.', 'The dog eats bread.'])],
      ['notice.pdf', pdf('The house is big.')],
    ]);
    const res = await call(ALICE, 'POST', '/machineTranslation/actions/translateFiles', {
      requestName: '  Welcome pack ',
      sourceLanguageId: 'enu',
      targetLanguageIds: ['esn', 'cat'],
      files: [
        { fileName: 'welcome.docx', category: 'SOURCE_DOCUMENT', fileKey: docKey },
        { fileName: 'notice.pdf', category: 'SOURCE_DOCUMENT', fileKey: pdfKey },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Welcome pack',
      status: 'CREATED',
      origination: 'MT',
      requestType: 'TRANSLATION_REQUEST',
    });
    expect(created.files.map((f: { category: string }) => f.category)).toEqual([
      'SOURCE_DOCUMENT',
      'SOURCE_DOCUMENT',
    ]);

    expect(await t.app.jobs.drain()).toBeGreaterThanOrEqual(1);
    const got = (await call(ALICE, 'GET', `/jobRequests/${created.id}`)).json();
    expect(got.status).toBe('COMPLETED');
    const translated = got.files.filter((f: { category: string }) => f.category === 'TRANSLATED_DOCUMENT');
    expect(
      translated.map((f: { fileName: string; languageId: string }) => `${f.languageId}:${f.fileName}`).sort(),
    ).toEqual(['cat:notice_cat.docx', 'cat:welcome_cat.docx', 'esn:notice_esn.docx', 'esn:welcome_esn.docx']);
    expect((await statusHistory(t.ctx.db, created.id)).map((h) => h.to)).toEqual([
      'CREATED',
      'TRANSLATING',
      'COMPLETED',
    ]);

    const spanish = translated.find((f: { fileName: string }) => f.fileName === 'welcome_esn.docx');
    const url = await call(
      ALICE,
      'GET',
      `/jobRequests/${created.id}/files/${encodeURIComponent(spanish.fileKey)}/downloadUrl`,
    );
    expect(url.statusCode).toBe(200);
    const parts = await unzip(await download(url.json().downloadUrl));
    const text = xmlTexts(parts.find((p) => p.name === 'word/document.xml')!.text, 'w:t')
      .join(' ')
      .toLowerCase();
    expect(text).toContain('casa');
    expect(text).not.toContain('house');

    const fromPdf = translated.find((f: { fileName: string }) => f.fileName === 'notice_cat.docx');
    const pdfUrl = (
      await call(
        ALICE,
        'GET',
        `/jobRequests/${created.id}/files/${encodeURIComponent(fromPdf.fileKey)}/downloadUrl`,
      )
    ).json().downloadUrl;
    const pdfParts = await unzip(await download(pdfUrl));
    expect(
      xmlTexts(pdfParts.find((p) => p.name === 'word/document.xml')!.text, 'w:t')
        .join(' ')
        .toLowerCase(),
    ).toContain('casa');
  });

  it('translates old .doc/.ppt/.xls files into .docx/.pptx/.xlsx that LibreOffice reads back', async () => {
    const sentence = 'The cat is black.';
    const legacy = await toLegacyOffice({
      'memo.docx': await docx([sentence]),
      'slides.pptx': await pptx([sentence]),
      'prices.xlsx': await xlsx([sentence]),
    });
    const names = ['memo.doc', 'slides.ppt', 'prices.xls'];
    const keys = await upload(ALICE, names.map((n) => [n, legacy[n]!] as [string, Buffer]));
    const res = await call(ALICE, 'POST', '/machineTranslation/actions/translateFiles', {
      requestName: 'Legacy',
      sourceLanguageId: 'enu',
      targetLanguageIds: ['esn'],
      files: names.map((fileName, i) => ({ fileName, category: 'SOURCE_DOCUMENT', fileKey: keys[i] })),
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.jobs.drain();
    const got = (await call(ALICE, 'GET', `/jobRequests/${res.json().id}`)).json();
    expect(got.status, got.failureReason).toBe('COMPLETED');
    const translated = got.files.filter((f: { category: string }) => f.category === 'TRANSLATED_DOCUMENT');
    expect(translated.map((f: { fileName: string }) => f.fileName).sort()).toEqual([
      'memo_esn.docx',
      'prices_esn.xlsx',
      'slides_esn.pptx',
    ]);
    const files: Record<string, Buffer> = {};
    for (const f of translated as Array<{ fileName: string; fileKey: string }>) {
      const url = await call(
        ALICE,
        'GET',
        `/jobRequests/${got.id}/files/${encodeURIComponent(f.fileKey)}/downloadUrl`,
      );
      files[f.fileName] = await download(url.json().downloadUrl);
    }
    const expected = (
      await t.app.mt.engine.translateText({ text: sentence, source: 'enu', target: 'esn' })
    ).translatedText;
    const read = await readWithLibreOffice(files);
    for (const name of Object.keys(files)) {
      expect(read[name]!.replace(/\s+/g, ' '), name).toContain(expected);
      expect(read[name], name).not.toContain(sentence);
    }
  }, 60_000);

  it('fails an old .doc with a reason naming LibreOffice where it is not installed', async () => {
    const [key] = await upload(ALICE, [['legacy.doc', Buffer.from('not really a doc')]]);
    const res = await call(ALICE, 'POST', '/machineTranslation/actions/translateFiles', {
      requestName: 'Legacy',
      sourceLanguageId: 'enu',
      targetLanguageIds: ['esn'],
      files: [{ fileName: 'legacy.doc', category: 'SOURCE_DOCUMENT', fileKey: key }],
    });
    expect(res.statusCode, res.body).toBe(201);
    // The app's engine has soffice; this one reports the formats an engine without it has.
    const engine = t.app.mt.engine;
    const withoutSoffice: MtEngine = {
      name: engine.name,
      translateText: (i) => engine.translateText(i),
      translateDocument: (i) => engine.translateDocument(i),
      languagePairs: () => engine.languagePairs(),
      documentFormats: () => engine.documentFormats().filter((f) => !isLegacyOfficeFormat(f)),
      close: async () => undefined,
    };
    await runFileTranslation(
      { db: t.ctx.db, clock: t.ctx.clock, objectStore: t.app.objectStore, engine: withoutSoffice },
      { jobRequestId: res.json().id },
      { retryCount: 0 },
    );
    const [row] = await t.ctx.db.select().from(jobRequests).where(eq(jobRequests.id, res.json().id));
    expect(row!.status).toBe('FAILED');
    expect(row!.failureReason).toContain('legacy.doc');
    expect(row!.failureReason).toContain('LibreOffice');
    // The requester reads the reason in the request (the details page shows it).
    const seen = (await call(ALICE, 'GET', `/jobRequests/${res.json().id}`)).json();
    expect(seen).toMatchObject({ status: 'FAILED', failureReason: row!.failureReason });
    await t.app.jobs.drain();
  });

  it('forces English as the target of a non-English source', async () => {
    const [key] = await upload(ALICE, [['hola.txt', Buffer.from('La casa es grande.')]]);
    const res = await call(ALICE, 'POST', '/machineTranslation/actions/translateFiles', {
      requestName: 'Hola',
      sourceLanguageId: 'esn',
      targetLanguageIds: ['cat'],
      files: [{ fileName: 'hola.txt', category: 'SOURCE_DOCUMENT', fileKey: key }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().targetLanguages.map((l: { id: string }) => l.id)).toEqual(['enu']);
  });

  it('refuses what the rules forbid with 400, 403', async () => {
    const [key] = await upload(ALICE, [['a.txt', Buffer.from('The house.')]]);
    const base = {
      requestName: 'R',
      sourceLanguageId: 'enu',
      targetLanguageIds: ['esn'],
      files: [{ fileName: 'a.txt', category: 'SOURCE_DOCUMENT', fileKey: key }],
    };
    const post = (user: string, body: unknown) =>
      call(user, 'POST', '/machineTranslation/actions/translateFiles', body);
    expect((await post(ALICE, { ...base, targetLanguageIds: ['enu'] })).json().errorCode).toBe(
      'TARGET_INCLUDES_SOURCE',
    );
    expect(
      (await post(ALICE, { ...base, targetLanguageIds: Array.from({ length: 11 }, (_, i) => `l${i}`) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(ALICE, { ...base, files: [{ ...base.files[0], fileName: 'a.exe' }] })).json().errorCode,
    ).toBe('UNSUPPORTED_FILE_TYPE');
    expect(
      (await post(ALICE, { ...base, files: Array.from({ length: 11 }, () => base.files[0]) })).json()
        .errorCode,
    ).toBe('TOO_MANY_FILES');
    expect((await post(ALICE, { ...base, targetLanguageIds: ['jpn'] })).json().errorCode).toBe(
      'UNSUPPORTED_LANGUAGE_PAIR',
    );
    // Another user's upload is not the caller's to take.
    const other = await post(GRACE, base);
    expect(other.statusCode).toBe(400);
    expect(other.json().errorCode).toBe('INVALID_FILE_KEY');
    expect((await post(BUYER, base)).statusCode).toBe(403);
    // Nothing was created by the refused calls; the upload is still there for a corrected call.
    expect((await post(ALICE, base)).statusCode).toBe(201);
  });
});
