// Managing a company's translation memory through the API (decision 138), on PGlite and on PostgreSQL: who may,
// the size per pair, a TMX round trip, an import with errors storing nothing, and a logged, final deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiAs, buildTestApp, testPrincipals, type TestApp } from '../../../test/helpers.ts';
import { auditLog, clientConfigs } from '../../db/schema/index.ts';
import { exactMatches } from './units.ts';

const ALICE = 'client@acme-health.example';
const BOB = 'employee@acme-health.example';
const GRACE = 'client@globex.example';
const ADMIN = 'admin@lingua.example';

let t: TestApp;
let acme: number;
let globex: number;
const { call } = apiAs(() => t.app);
const base = (id: number) => `/clientConfigs/${id}/translationMemory`;
const TMX = `<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4"><header srclang="en-US" segtype="sentence" datatype="plaintext" adminlang="en" creationtool="x" creationtoolversion="1" o-tmf="x"/>
<body>
<tu><tuv xml:lang="en-US"><seg>Please call the <bpt i="1">&lt;b&gt;</bpt>pharmacy<ept i="1">&lt;/b&gt;</ept>.</seg></tuv><tuv xml:lang="es-ES"><seg>Llame a la farmacia, por favor.</seg></tuv><tuv xml:lang="fr"><seg>Appelez la pharmacie.</seg></tuv></tu>
<tu><tuv xml:lang="en-US"><seg>Bring your insurance card.</seg></tuv><tuv xml:lang="es-ES"><seg>Traiga su tarjeta sanitaria.</seg></tuv></tu>
</body></tmx>`;

beforeAll(async () => {
  t = await buildTestApp({ app: { configure: testPrincipals } });
  const clients = await t.ctx.db.select().from(clientConfigs);
  acme = clients.find((c) => c.companyName.startsWith('Acme'))!.id;
  globex = clients.find((c) => c.companyName.startsWith('Globex'))!.id;
});
afterAll(() => t.close());

describe('translation memory management', () => {
  it("imports TMX into the company's memory only, sized per pair, and exports it back", async () => {
    expect((await call(ALICE, 'POST', `${base(acme)}/actions/import`, { content: TMX })).json()).toEqual({ imported: 3 });
    expect((await call(ALICE, 'GET', base(acme))).json()).toEqual({
      units: 3,
      pairs: [
        { sourceLanguageId: 'enu', targetLanguageId: 'esn', units: 2 },
        { sourceLanguageId: 'enu', targetLanguageId: 'fra', units: 1 },
      ],
    });
    expect((await call(ADMIN, 'GET', base(acme))).json().units).toBe(3);
    expect((await call(GRACE, 'GET', base(globex))).json()).toEqual({ units: 0, pairs: [] });
    const scope = { source: 'enu', target: 'esn' };
    expect([...(await exactMatches(t.ctx.db, { clientId: acme, ...scope }, ['please call the PHARMACY'])).values()]).toEqual(['Llame a la farmacia, por favor.']);
    expect((await exactMatches(t.ctx.db, { clientId: globex, ...scope }, ['Please call the pharmacy.'])).size).toBe(0);
    const file = (await call(ALICE, 'GET', `${base(acme)}/export`)).json();
    expect(file.fileName).toBe('translation-memory.tmx');
    expect(file.content).toContain('<seg>Traiga su tarjeta sanitaria.</seg>');
    expect((await call(GRACE, 'POST', `${base(globex)}/actions/import`, { content: file.content })).json()).toEqual({ imported: 3 });
    expect((await call(GRACE, 'GET', base(globex))).json().units).toBe(3);
  });

  it('refuses other companies, employees and visitors alike', async () => {
    for (const [user, id] of [[GRACE, acme], [BOB, acme], [GRACE, 999_999]] as const) {
      const res = await call(user, 'GET', base(id));
      expect([res.statusCode, res.json().message]).toEqual([403, "You cannot manage this company's translation memory"]);
    }
    expect((await call(null, 'DELETE', base(acme))).statusCode).toBe(401);
  });

  it('stores nothing from a file with errors and lists each with its line', async () => {
    const bad = TMX.replace('xml:lang="fr"', 'xml:lang="zz-ZZ"').replace('<tu><tuv xml:lang="en-US"><seg>Bring', '<tu><tuv xml:lang="en-US"><seg></seg></tuv></tu>\n<tu><tuv xml:lang="en-US"><seg>Bring');
    const res = await call(ALICE, 'POST', `${base(acme)}/actions/import`, { content: bad });
    expect(res.json()).toEqual({
      errorCode: 'INVALID_TMX_FILE',
      message: 'The file has 2 errors; nothing was imported.\nLine 4: the language zz-ZZ is not one the portal knows\nLine 5: a tu needs a source segment and at least one translation',
    });
    expect((await call(ALICE, 'GET', base(acme))).json().units).toBe(3);
  });

  it('deletes the whole memory for good and logs who did', async () => {
    expect((await call(ALICE, 'DELETE', base(acme))).statusCode).toBe(204);
    expect((await call(ALICE, 'GET', base(acme))).json()).toEqual({ units: 0, pairs: [] });
    expect((await call(GRACE, 'GET', base(globex))).json().units).toBe(3);
    const logged = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'TRANSLATION_MEMORY_DELETE'));
    expect(logged).toEqual([expect.objectContaining({ actorUsername: ALICE, details: { clientId: acme, units: 3 } })]);
  });
});

describe('translation memory in text translation', () => {
  it("writes the company's remembered sentences, translates the rest, and says which came from the memory", async () => {
    await call(ALICE, 'POST', `${base(acme)}/actions/import`, { content: TMX });
    const text = 'Please call the pharmacy. The house is big.';
    const mine = (await call(ALICE, 'POST', '/machineTranslation/actions/translateText', { text, sourceLanguageCode: 'enu', targetLanguageCode: 'esn' })).json();
    expect(mine.translatedText).toBe('Llame a la farmacia, por favor. La casa es grande.');
    expect(mine.memorySentences).toEqual([{ start: 0, end: 31 }]);
    const detected = (await call(ALICE, 'POST', '/machineTranslation/actions/translateText', { text: 'Bring your insurance card. The house is big.', targetLanguageCode: 'esn' })).json();
    expect(detected).toMatchObject({ detectedLanguage: 'enu', translatedText: 'Traiga su tarjeta sanitaria. La casa es grande.', memorySentences: [{ start: 0, end: 28 }] });
    await call(GRACE, 'DELETE', base(globex));
    const theirs = (await call(GRACE, 'POST', '/machineTranslation/actions/translateText', { text, sourceLanguageCode: 'enu', targetLanguageCode: 'esn' })).json();
    expect(theirs.translatedText).not.toContain('Llame a la farmacia, por favor.');
    expect(theirs.memorySentences).toBeUndefined();
  });
});
