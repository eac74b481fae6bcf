// docs/operations.md "Running unprivileged": the server runs as an unprivileged user (nobody) with only its data directory and its
// temporary directory writable, and still does its work: a text translation (Apertium), a document translation
// through LibreOffice (a legacy .doc, which LibreOffice converts) and a media request (a transcription: ffmpeg
// decodes, the speech engine recognises). The repository, node_modules and the system are not writable by that
// user, so a write anywhere else would fail the walk.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { docx } from '../../packages/server/src/engines/mt/apertium/test-documents.ts';
import { convertWithLibreOffice } from '../../packages/server/src/engines/mt/libreoffice.ts';
import { makeSpeechClips } from '../../packages/server/src/engines/media/test-media.ts';
import { call, createDatabase, ServerProcess, tempDir, token, upload, waitFor } from './lib/system.ts';

const NOBODY = 65534;
const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => undefined);
});

it('runs as nobody with only its data and temporary directories writable: text, document and media requests work', async () => {
  expect(process.getuid?.(), 'this suite starts the server as another user, which needs root').toBe(0);
  const db = await createDatabase('lingua_ops');
  cleanup.push(() => db.drop());
  const dataDir = await tempDir('lingua-ops-nobody-data-');
  const tmp = await tempDir('lingua-ops-nobody-tmp-');
  const work = await tempDir('lingua-ops-nobody-work-');
  for (const d of [dataDir, tmp, work]) cleanup.push(() => fs.rm(d, { recursive: true, force: true }));
  for (const d of [dataDir, tmp]) {
    await fs.chown(d, NOBODY, NOBODY);
    await fs.chmod(d, 0o700);
  }
  // What nobody may not write: the repository (and with it the code it runs).
  const probe = spawnSync('runuser', ['-u', 'nobody', '--', 'touch', 'packages/server/.nobody-was-here'], { encoding: 'utf8' });
  expect(probe.status).not.toBe(0);

  const server = new ServerProcess({ port: 9479, dataDir, databaseUrl: db.url, uid: NOBODY, gid: NOBODY, env: { WORKERS: 'true', TMPDIR: tmp, HOME: tmp } });
  cleanup.push(() => server.stop());
  await server.start();
  const status = await fs.readFile(`/proc/${server.pid}/status`, 'utf8');
  expect(/^Uid:\s+(\d+)/m.exec(status)?.[1]).toBe(String(NOBODY));
  const base = server.baseUrl;
  const bearer = await token(base);

  const text = await call<{ translatedText: string }>(base, bearer, 'POST', '/machineTranslation/actions/translateText', { text: 'The house is big.', sourceLanguageCode: 'enu', targetLanguageCode: 'esn' });
  expect(text.status, JSON.stringify(text.body)).toBe(200);
  expect(text.body.translatedText).toMatch(/casa/i);

  // A legacy .doc (made here, as root, by LibreOffice) that the server must convert with LibreOffice as nobody.
  const source = path.join(work, 'letter.docx');
  await fs.writeFile(source, await docx(['The house is big and the garden is beautiful.']));
  const [doc] = await convertWithLibreOffice([source], { to: 'doc', outDir: work });
  const fileKey = await upload(base, bearer, 'letter.doc', await fs.readFile(doc!));
  const res = await call<{ id: string }>(base, bearer, 'POST', '/machineTranslation/actions/translateFiles', {
    requestName: 'Least privilege',
    sourceLanguageId: 'enu',
    targetLanguageIds: ['esn'],
    files: [{ fileName: 'letter.doc', fileKey, category: 'SOURCE_DOCUMENT' }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);

  // A transcription of a short spoken clip (espeak-ng, then ffmpeg, as root here): the server decodes it with
  // ffmpeg and recognises it, as nobody. It runs beside the document's job.
  const clip = await makeSpeechClips(work, ['hello world']);
  const mediaKey = await upload(base, bearer, 'speech.mp3', await fs.readFile(clip.mp3));
  const media = await call<{ id: string }>(base, bearer, 'POST', '/machineTranslation/actions/translateMediaFiles', {
    requestName: 'Least privilege media',
    sourceLanguageId: 'enu',
    targetLanguageIds: ['enu'],
    subtitlesType: 'srt',
    files: [{ fileName: 'speech.mp3', fileKey: mediaKey, category: 'SOURCE_DOCUMENT' }],
  });
  expect(media.status, JSON.stringify(media.body)).toBe(201);

  const completed = (id: string, what: string) =>
    waitFor(what, 120_000, async () => {
      const r = await call<{ status: string; files: Array<{ fileName: string; category: string }> }>(base, bearer, 'GET', `/jobRequests/${id}`);
      expect(r.body.status, what).not.toBe('FAILED');
      return r.body.status === 'COMPLETED' ? r.body.files.filter((f) => f.category !== 'SOURCE_DOCUMENT').map((f) => f.fileName) : undefined;
    });
  const [translated, transcribed] = await Promise.all([completed(res.body.id, 'the document translation'), completed(media.body.id, 'the transcription')]);
  console.log(`least privilege: uid ${NOBODY}; text "${text.body.translatedText}"; document outputs ${translated.join(', ')}; media outputs ${transcribed.join(', ')}`);
  expect(translated.some((n) => n.endsWith('.docx'))).toBe(true);
  expect(transcribed.some((n) => n.endsWith('.srt'))).toBe(true);
});
