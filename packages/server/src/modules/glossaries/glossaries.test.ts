// A client's glossaries through the API (decision 134), on PGlite and on PostgreSQL: who manages which company's,
// entries with search and paging, CSV and TBX-Basic round trips, imports with errors, and the terms applied to
// a text translation of that company only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, buildTestApp, testPrincipals, type TestApp } from '../../../test/helpers.ts';
import { clientConfigs } from '../../db/schema/index.ts';

const ALICE = 'client@acme-health.example'; // CLIENT of Acme Health
const BOB = 'employee@acme-health.example'; // CLIENT_EMPLOYEE of Acme Health
const GRACE = 'client@globex.example'; // CLIENT of Globex
const ADMIN = 'admin@lingua.example';

let t: TestApp;
let acme: number;
let globex: number;
const { call } = apiAs(() => t.app);
beforeAll(async () => {
  t = await buildTestApp({ app: { configure: testPrincipals } });
  const clients = await t.ctx.db.select().from(clientConfigs);
  acme = clients.find((c) => c.companyName.startsWith('Acme'))!.id;
  globex = clients.find((c) => c.companyName.startsWith('Globex'))!.id;
});
afterAll(() => t.close());

const base = (clientId: number) => `/clientConfigs/${clientId}/glossaries`;
async function open(user: string, clientId: number, source = 'enu', target = 'esn'): Promise<string> {
  const res = await call(user, 'POST', base(clientId), { sourceLanguageId: source, targetLanguageId: target });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
const entry = (sourceTerm: string, targetTerm: string | null, more: object = {}) => ({ sourceTerm, targetTerm: targetTerm ?? '', doNotTranslate: targetTerm === null, caseSensitive: false, ...more });

describe('glossaries: who manages them', () => {
  it("lets a client admin manage their company's and staff any company's, and nobody else", async () => {
    const id = await open(ALICE, acme, 'enu', 'fra');
    expect((await call(ALICE, 'GET', base(acme))).json()).toEqual([expect.objectContaining({ id, sourceLanguageId: 'enu', targetLanguageId: 'fra', entryCount: 0 })]);
    expect((await call(ADMIN, 'GET', base(acme))).json().map((g: { id: string }) => g.id)).toContain(id);
    const refused = { message: "You cannot manage this company's glossaries" };
    for (const [user, clientId] of [[BOB, acme], [GRACE, acme], [GRACE, 999_999]] as const) {
      const res = await call(user, 'GET', base(clientId));
      expect([res.statusCode, res.json()]).toEqual([403, refused]);
    }
    expect((await call(GRACE, 'GET', `${base(acme)}/${id}/entries`)).statusCode).toBe(403);
    expect((await call(GRACE, 'DELETE', `${base(globex)}/${id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', base(acme))).statusCode).toBe(401);
    expect((await call(ADMIN, 'GET', base(999_999))).statusCode).toBe(404);
    expect((await call(ADMIN, 'DELETE', `${base(acme)}/${id}`)).statusCode).toBe(204);
    expect((await call(ALICE, 'GET', base(acme))).json()).toEqual([]);
  });

  it('keeps one glossary per language pair, of known languages', async () => {
    const id = await open(ALICE, acme, 'enu', 'ita');
    const again = await call(ALICE, 'POST', base(acme), { sourceLanguageId: 'enu', targetLanguageId: 'ita' });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'GLOSSARY_EXISTS']);
    expect((await call(ALICE, 'POST', base(acme), { sourceLanguageId: 'enu', targetLanguageId: 'zzz' })).json().errorCode).toBe('INVALID_LANGUAGE');
    expect((await call(ALICE, 'POST', base(acme), { sourceLanguageId: 'enu', targetLanguageId: 'enu' })).statusCode).toBe(400);
    await call(ALICE, 'DELETE', `${base(acme)}/${id}`);
  });
});

describe('glossary entries', () => {
  let url: string;
  beforeAll(async () => {
    url = `${base(acme)}/${await open(ALICE, acme, 'enu', 'cat')}`;
  });

  it('adds, searches, pages, changes and deletes terms', async () => {
    for (const [s, tg] of [['blood pressure', 'pressió arterial'], ['Acme', null], ['insurance card', 'targeta sanitària'], ['nurse', 'infermera']] as const) {
      const added = await call(ALICE, 'POST', `${url}/entries`, entry(s, tg, { note: s === 'nurse' ? 'ward staff' : '' }));
      expect(added.statusCode, added.body).toBe(201);
    }
    const page = await call(ALICE, 'GET', `${url}/entries?pageSize=2&page=2`);
    expect(page.json()).toEqual({ totalItems: 4, items: [expect.objectContaining({ sourceTerm: 'insurance card' }), expect.objectContaining({ sourceTerm: 'nurse' })] });
    const found = (await call(ALICE, 'GET', `${url}/entries?search=WARD`)).json();
    expect(found.items.map((e: { sourceTerm: string }) => e.sourceTerm)).toEqual(['nurse']);
    expect((await call(ALICE, 'GET', `${url}/entries?search=%25`)).json().totalItems).toBe(0);
    const acmeEntry = (await call(ALICE, 'GET', `${url}/entries?search=acme`)).json().items[0];
    expect(acmeEntry).toMatchObject({ sourceTerm: 'Acme', targetTerm: '', doNotTranslate: true, caseSensitive: false, note: '' });
    const changed = await call(ALICE, 'PUT', `${url}/entries/${acmeEntry.id}`, entry(' Acme ', null, { caseSensitive: true }));
    expect(changed.json()).toMatchObject({ sourceTerm: 'Acme', caseSensitive: true });
    expect((await call(ALICE, 'DELETE', `${url}/entries/${acmeEntry.id}`)).statusCode).toBe(204);
    expect((await call(ALICE, 'DELETE', `${url}/entries/${acmeEntry.id}`)).statusCode).toBe(404);
    expect((await call(ALICE, 'GET', base(acme))).json().find((g: { targetLanguageId: string }) => g.targetLanguageId === 'cat').entryCount).toBe(3);
  });

  it('refuses a second entry of the same term and a blank target of a translated term', async () => {
    const twice = await call(ALICE, 'POST', `${url}/entries`, entry('NURSE', 'infermer'));
    expect([twice.statusCode, twice.json()]).toEqual([409, { message: 'The glossary already has the term "NURSE"', errorCode: 'GLOSSARY_TERM_EXISTS' }]);
    const blank = await call(ALICE, 'POST', `${url}/entries`, entry('doctor', '  '));
    expect([blank.statusCode, blank.json().message]).toEqual([400, 'The target term of "doctor" is required unless it is not translated']);
  });
});

describe('glossary files', () => {
  let url: string;
  beforeAll(async () => {
    url = `${base(acme)}/${await open(ALICE, acme, 'enu', 'ptb')}`;
  });

  it('imports a CSV, updates terms it already has and gives the same terms back as CSV and as TBX', async () => {
    const csv = 'Source term;Target term;Do not translate;Case sensitive;Note\r\n"pen, blue";caneta azul;no;no;"said ""azul"""\r\nLinguaCare;;yes;yes;\r\n\'=cmd;x;;;\r\n';
    expect((await call(ALICE, 'POST', `${url}/actions/import`, { format: 'csv', content: csv })).json()).toEqual({ imported: 3 });
    const noHeader = await call(ALICE, 'POST', `${url}/actions/import`, { format: 'csv', content: 'term,translation\npen,caneta\n' });
    expect(noHeader.json().message).toBe(
      'The file has an error; nothing was imported.\nLine 1: the first row must name the columns Source term, Target term, Do not translate, Case sensitive, Note (Source term and Target term at least)',
    );
    expect((await call(ALICE, 'POST', `${url}/actions/import`, { format: 'csv', content: 'source,target\n"PEN, BLUE",caneta\n' })).json()).toEqual({ imported: 1 });
    const out = (await call(ALICE, 'GET', `${url}/export`)).json();
    expect(out.fileName).toBe('glossary-enu-ptb.csv');
    expect(out.content).toBe('Source term,Target term,Do not translate,Case sensitive,Note\r\n\'=cmd,x,no,no,\r\nLinguaCare,,yes,yes,\r\n"PEN, BLUE",caneta,no,no,\r\n');
    const tbx = (await call(ALICE, 'GET', `${url}/export?format=tbx`)).json();
    expect(tbx.content).toContain('<langSec xml:lang="pt">');
    const copy = `${base(acme)}/${await open(ALICE, acme, 'enu', 'ptg')}`;
    expect((await call(ALICE, 'POST', `${copy}/actions/import`, { format: 'tbx', content: tbx.content })).json()).toEqual({ imported: 3 });
    const back = (await call(ALICE, 'GET', `${copy}/export`)).json().content;
    expect(back).toBe(out.content);
  });

  it('stores nothing from a file with errors and lists every one of them', async () => {
    const before = (await call(ALICE, 'GET', `${url}/entries`)).json().totalItems;
    const csv = 'Source term,Target term,Do not translate\nnew term,novo,no\n,vazio,no\nsecond,,no\nthird,x,maybe\n"open,x\n';
    const res = await call(ALICE, 'POST', `${url}/actions/import`, { format: 'csv', content: csv });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorCode: 'INVALID_GLOSSARY_FILE',
      message: [
        'The file has 4 errors; nothing was imported.',
        'Line 3: The source term is required',
        'Line 4: The target term of "second" is required unless it is not translated',
        'Line 5: "maybe" is not yes or no in Do not translate',
        'Line 6: a quoted field is not closed',
      ].join('\n'),
    });
    const tbx = `<tbx><text><body>
<conceptEntry id="a"><langSec xml:lang="en"><termSec><term>ok</term></termSec></langSec><langSec xml:lang="pt-BR"><termSec><term>certo</term></termSec></langSec></conceptEntry>
<conceptEntry id="b"><langSec xml:lang="en"><termSec><term>lonely</term></termSec></langSec></conceptEntry>
</body></text></tbx>`;
    const bad = await call(ALICE, 'POST', `${url}/actions/import`, { format: 'tbx', content: tbx });
    expect(bad.json().message).toBe('The file has an error; nothing was imported.\nEntry 2 (b), line 3: no term in the target language');
    const broken = await call(ALICE, 'POST', `${url}/actions/import`, { format: 'tbx', content: '<tbx><text>\n<body></text></tbx>' });
    expect(broken.json().message).toMatch(/^The file has an error; nothing was imported\.\nLine 2: the file is not well-formed XML/);
    expect((await call(ALICE, 'GET', `${url}/entries`)).json().totalItems).toBe(before);
  });
});

describe('glossary in text translation', () => {
  it("writes the company's terms into its own translations only, and says where they are", async () => {
    const url = `${base(acme)}/${await open(ALICE, acme, 'enu', 'esn')}`;
    await call(ALICE, 'POST', `${url}/entries`, entry('insurance card', 'tarjeta sanitaria'));
    const text = 'Bring your insurance card, please.';
    const mine = (await call(ALICE, 'POST', '/machineTranslation/actions/translateText', { text, sourceLanguageCode: 'enu', targetLanguageCode: 'esn' })).json();
    expect(mine.translatedText).toContain('tarjeta sanitaria');
    expect(mine.glossaryTerms.map((g: { start: number; end: number }) => mine.translatedText.slice(g.start, g.end))).toEqual(['tarjeta sanitaria']);
    const theirs = (await call(GRACE, 'POST', '/machineTranslation/actions/translateText', { text, sourceLanguageCode: 'enu', targetLanguageCode: 'esn' })).json();
    expect(theirs.translatedText).not.toContain('tarjeta sanitaria');
    expect(theirs.glossaryTerms).toBeUndefined();
  });
});
