// The client's translation memory on real media requests (decision 138), on PGlite and on PostgreSQL: a corrected
// Spanish line becomes a unit of the company's memory, the company's next request with the same sentence
// carries the correction, and another company's request with the same sentence never does.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MediaSegments } from '@lingua/contract';
import { apiAs, buildTestApp, testPrincipals, type TestApp } from '../../../test/helpers.ts';
import { clientConfigs, translationUnits } from '../../db/schema/index.ts';
import { makeSpeechClips } from '../../engines/media/test-media.ts';
import { memoryKey, storeUnits } from './units.ts';

const ALICE = 'client@acme-health.example';
const GRACE = 'client@globex.example';
const CORRECTION = 'Envíeme el informe antes del viernes, por favor.';

let t: TestApp;
let dir: string;
let clip: Buffer;
const api = apiAs(() => t.app);

/** A media request of `user` for the clip, English → Spanish, run to its end; its Spanish lines. */
async function mediaRequest(user: string): Promise<{ id: string; lines: MediaSegments['files'][number] }> {
  const [fileKey] = await api.upload(user, [['clip.mp4', clip]]);
  const res = await api.call(user, 'POST', '/machineTranslation/actions/translateMediaFiles', {
    requestName: 'Memory clip',
    files: [{ fileName: 'clip.mp4', fileKey, category: 'SOURCE_DOCUMENT' }],
    sourceLanguageId: 'enu',
    targetLanguageIds: ['esn'],
    subtitlesType: 'srt',
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.jobs.drain();
  const id = res.json().id as string;
  const got = (await api.call(user, 'GET', `/jobRequests/${id}/mediaSegments`)).json() as MediaSegments;
  return { id, lines: got.files[0]! };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'memory-media-'));
  const [app, clips] = await Promise.all([buildTestApp({ app: { configure: testPrincipals } }), makeSpeechClips(dir, ['please send me the report by the end of the week'])]);
  t = app;
  clip = await readFile(clips.mp4);
  // Globex's media translation is off in the demo data; on here, so both companies translate the same clip.
  const globex = (await t.ctx.db.select().from(clientConfigs)).find((c) => c.companyName.startsWith('Globex'))!;
  const mt = { ...globex.machineTranslationSettings!, disableMediaTranslation: false };
  await t.ctx.db.update(clientConfigs).set({ machineTranslationSettings: mt }).where(eq(clientConfigs.id, globex.id));
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('translation memory from media corrections', { timeout: 120_000 }, () => {
  it("stores a correction and serves it to the company's next request only", async () => {
    const first = await mediaRequest(ALICE);
    const spanish = first.lines.translations[0]!;
    const segments = spanish.segments.map((s, i) => ({ id: s.id, text: i === 0 ? CORRECTION : s.text }));
    const saved = await api.call(ALICE, 'PUT', `/jobRequests/${first.id}/mediaSegments/0/translations/esn`, { version: spanish.version, segments });
    expect(saved.statusCode, saved.body).toBe(200);

    const acme = (await t.ctx.db.select().from(clientConfigs)).find((c) => c.companyName.startsWith('Acme'))!;
    const units = await t.ctx.db.select().from(translationUnits).where(eq(translationUnits.clientId, acme.id));
    const source = first.lines.source.segments[0]!.text;
    expect(units).toEqual([expect.objectContaining({ sourceLanguageId: 'enu', targetLanguageId: 'esn', sourceKey: memoryKey(source), targetText: CORRECTION })]);

    const again = await mediaRequest(ALICE);
    expect(again.lines.source.segments[0]!.text).toBe(source);
    expect(again.lines.translations[0]!.segments[0]!.text).toBe(CORRECTION);

    const other = await mediaRequest(GRACE);
    expect(other.lines.source.segments[0]!.text).toBe(source);
    expect(other.lines.translations[0]!.segments[0]!.text).not.toBe(CORRECTION);

    // A sentence at 85 % or more (the recognised one with a plural) is offered beside the line, from the company's own memory only.
    const suggestions = (user: string, id: string) => api.call(user, 'GET', `/jobRequests/${id}/mediaSegments/0/languages/esn/memorySuggestions`);
    expect((await suggestions(GRACE, other.id)).json()).toEqual({ suggestions: [] });
    const globex = (await t.ctx.db.select().from(clientConfigs)).find((c) => c.companyName.startsWith('Globex'))!;
    await storeUnits(t.ctx.db, { clientId: globex.id, source: 'enu', target: 'esn' }, [{ sourceText: `${source.replace('report', 'reports')}.`, targetText: 'Envíeme los informes antes del fin de semana.' }], null, new Date());
    const offered = (await suggestions(GRACE, other.id)).json() as { suggestions: Array<{ id: string; text: string; score: number }> };
    expect(offered.suggestions).toEqual([expect.objectContaining({ id: other.lines.source.segments[0]!.id, text: 'Envíeme los informes antes del fin de semana.' })]);
    expect(offered.suggestions[0]!.score).toBeGreaterThanOrEqual(0.85);
    // The line Alice corrected already reads her memory's sentence: nothing to offer; Grace's request is not hers.
    expect((await suggestions(ALICE, again.id)).json()).toEqual({ suggestions: [] });
    expect((await suggestions(ALICE, other.id)).statusCode).toBe(404);
  });
});

describe('memoryKey', () => {
  it('ignores case, runs of whitespace and punctuation', () => {
    expect(memoryKey('  Please,  call the PHARMACY!  ')).toBe(memoryKey('please call the pharmacy'));
    expect(memoryKey('¿Dónde está?')).toBe('dónde está');
    expect(memoryKey('Call now.')).not.toBe(memoryKey('Call me now.'));
  });
});
