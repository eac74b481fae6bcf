// The document checks on hard inputs: tags nested and moved, numbers in other notations, terms beside markup,
// per-language stops, groups of one source translated three ways, dismissals.
import { describe, expect, it } from 'vitest';
import { t } from '@lingua/core';
import '../texts/document-checks-texts.ts';
import { dismissalKey, type CheckContext, type CheckSegment } from './check-types.ts';
import { checkDocument, checkSegment } from './document-checks.ts';
import { createDocumentChecker } from './checker.ts';

const context = (more: Partial<CheckContext> = {}): CheckContext => ({ sourceLanguage: 'enu', targetLanguage: 'esn', glossary: [], ignoreIdentical: [], dismissed: new Set(), ...more });

const seg = (source: string | null, target: string, more: Partial<CheckSegment> = {}): CheckSegment => ({ position: 0, source, target, tags: '', style: { kind: 'paragraph' }, ...more });

const checks = (s: CheckSegment, c = context()) => checkSegment(s, c).map((f) => `${f.check}:${f.text.replace('documentChecks.', '')}`);

describe('checkSegment', () => {
  it('refuses broken tags as an error with the contract rule’s reason, and accepts moved ones', () => {
    const tags = '<g1><x2/></g1>';
    expect(checks(seg('Take <g1>two<x2/></g1> tablets.', 'Tome <g1>dos<x2/></g1> pastillas.', { tags }))).toEqual([]);
    expect(checks(seg('Take <g1>two<x2/></g1> tablets.', '<g1><x2/>Tome dos</g1> pastillas.', { tags }))).toEqual([]);
    const [broken] = checkSegment(seg('Take <g1>two<x2/></g1> tablets.', 'Tome <g1>dos</g1><x2/> pastillas.', { tags }), context());
    expect(broken).toMatchObject({ check: 'tags', severity: 'error', params: { problem: 'x2 moved out of g1' } });
  });

  it('reads numbers in either notation and full-width digits, and names the missing ones', () => {
    expect(checks(seg('Pay 1,234.50 USD by 12 May.', 'Pague 1.234,50 USD antes del 12 de mayo.'))).toEqual([]);
    expect(checks(seg('Room 12', 'Sala １２'), context({ targetLanguage: 'jpn' }))).toEqual([]);
    const [f] = checkSegment(seg('Take 2 tablets 3 times a day.', 'Tome 2 pastillas al día.'), context());
    expect(f).toMatchObject({ check: 'numbers', params: { numbers: '3' } });
    expect(checks(seg('Take tablets.', 'Tome 20 pastillas.'))).toEqual(['numbers:numbersExtra']);
  });

  it('says an empty target and nothing else about it', () => {
    expect(checks(seg('Hello 5.', '  <x1/> ', { tags: '<x1/>' }))).toEqual(['emptyTarget:emptyTarget']);
    expect(checks(seg('<x1/>', '<x1/>', { tags: '<x1/>' }))).toEqual([]);
  });

  it('finds glossary terms by whole word, past tags, and forbidden ones in the target', () => {
    const glossary = [{ source: 'blood pressure monitor', target: 'tensiómetro' }, { source: 'Acme', target: 'Acme', caseSensitive: true }, { source: '', target: 'aparato', forbidden: true }];
    const c = context({ glossary });
    expect(checks(seg('Use the <g1>blood pressure</g1> monitor.', 'Use el tensiómetro.', { tags: '<g1></g1>' }), c)).toContain('tags:tags');
    expect(checks(seg('Use the blood pressure monitor from Acme.', 'Use el <g1>tensiómetro</g1> de Acme.', { tags: '<g1></g1>' }), c)).toEqual([]);
    const found = checkSegment(seg('Use the Blood Pressure Monitor from acme.', 'Use el aparato de ACME.'), c);
    expect(found.map((f) => [f.check, f.params])).toEqual([
      ['glossaryMissing', { term: 'blood pressure monitor', expected: 'tensiómetro' }],
      ['glossaryForbidden', { term: 'aparato' }],
    ]);
    expect(checks(seg('The tensiometer.', 'Los tensiómetros.'), context({ glossary: [{ source: 'tensiometer', target: 'tensiómetro' }] }))).toEqual(['glossaryMissing:glossaryMissing']);
  });

  it('fixes edge and double spaces, keeping the source’s own edges', () => {
    const [edge] = checkSegment(seg(' Hello.', 'Hola. '), context());
    expect(edge).toMatchObject({ check: 'spaces', text: 'documentChecks.edgeSpaces', fix: ' Hola.' });
    const [double] = checkSegment(seg('A <g1>b</g1> c.', 'Un  <g1>b</g1>   c.', { tags: '<g1></g1>' }), context());
    expect(double).toMatchObject({ text: 'documentChecks.doubleSpaces', fix: 'Un <g1>b</g1> c.' });
    expect(checks(seg('A  b.', 'Un  b.'))).toEqual([]);
    // Each segment is read afresh, whatever the one before held.
    expect(checks(seg('A b.', 'Un  b.'))).toEqual(['spaces:doubleSpaces']);
  });

  it('writes stops as each language does', () => {
    const ja = context({ targetLanguage: 'jpn' });
    const [local] = checkSegment(seg('Read the manual.', 'マニュアルを読んでください.'), ja);
    expect(local).toMatchObject({ text: 'documentChecks.endPunctuationLocal', fix: 'マニュアルを読んでください。' });
    expect(checks(seg('Is it ready?', 'Está listo?'))).toEqual(['endPunctuation:invertedMark']);
    expect(checks(seg('Is it ready?', '¿Está listo?'))).toEqual([]);
    expect(checks(seg('It is ready!', 'Es «listo»!'))).toEqual(['endPunctuation:invertedMark']);
    const fr = context({ targetLanguage: 'fra' });
    const [spacing] = checkSegment(seg('Ready? See https://x.io at 10:30.', 'Prêt ? Voir https://x.io à 10:30.'), fr);
    expect(spacing).toMatchObject({ fix: 'Prêt\u202f? Voir https://x.io à 10:30.' });
    expect(checks(seg('Is it ready?', 'C’est prêt.'))).toEqual(['endPunctuation:endPunctuationDiffers']);
    expect(checks(seg('Chapter one', 'Capítulo uno.'))).toEqual(['endPunctuation:endPunctuationExtra']);
    expect(checks(seg('Note (see above).', 'Nota (véase arriba).'))).toEqual([]);
    const [zh] = checkSegment(seg('Is it ready?', '准备好了吗 ?」'), context({ targetLanguage: 'chs' }));
    expect(zh).toMatchObject({ text: 'documentChecks.endPunctuationLocal', fix: '准备好了吗？」' });
    const [ar] = checkSegment(seg('Is it ready?', 'هل هو جاهز?'), context({ targetLanguage: 'ara' }));
    expect(ar).toMatchObject({ fix: 'هل هو جاهز؟' });
    expect(checks(seg('Ready?!', 'Prêt ?!'), context({ targetLanguage: 'fra' }))).toEqual(['endPunctuation:frenchSpacing']);
    expect(checks(seg('Ready?', 'Prêt\u00a0?'), context({ targetLanguage: 'fra' }))).toEqual([]);
    expect(checks(seg('Ready?', 'Prêt?'), context({ targetLanguage: 'frc' }))).toEqual([]);
  });

  it('finds a word written twice unless the source repeats it too', () => {
    const [f] = checkSegment(seg('Open the file.', 'Abra el el archivo.'), context());
    expect(f).toMatchObject({ check: 'repeatedWords', params: { word: 'el' }, fix: 'Abra el archivo.' });
    expect(checks(seg('Very very good.', 'Muy muy bien.'))).toEqual([]);
    expect(checks(seg('Open it.', 'Ábrelo. Ábrelo.'))).toEqual([]);
  });

  it('flags a target identical to its source unless the ignore list holds every word', () => {
    expect(checks(seg('Click Save.', 'Click Save.'))).toEqual(['identical:identical']);
    expect(checks(seg('Acme Pro 3', 'Acme Pro 3'), context({ ignoreIdentical: ['acme', 'PRO'] }))).toEqual([]);
    expect(checks(seg('ISO 9001', 'ISO 9001'), context({ ignoreIdentical: ['ISO 9001'] }))).toEqual([]);
    expect(checks(seg('10 %', '10 %'))).toEqual([]);
  });

  it('warns of slide and cell text much longer than its source', () => {
    const [f] = checkSegment(seg('Quarterly results', 'Resultados del trimestre fiscal actual', { style: { kind: 'slide', label: 'Slide 2' } }), context());
    expect(f).toMatchObject({ check: 'length', params: { limit: 130 } });
    expect(checks(seg('Quarterly results', 'Resultados del trimestre fiscal actual'))).toEqual([]);
    const cell = { style: { kind: 'cell', label: 'Sheet1!B2' } } as const;
    expect(checks(seg('Total', 'Suma total', cell))).toEqual([]);
    expect(checks(seg('Total', 'Importe total general', cell))).toEqual(['length:tooLong']);
  });

  it('leaves dismissed warnings out but never an error', () => {
    const s = seg('Take 2.', 'Tome <g1>dos</g1>.', { position: 4 });
    const dismissed = new Set([dismissalKey(4, 'numbers'), dismissalKey(4, 'tags')]);
    expect(checks(s, context({ dismissed }))).toEqual(['tags:tags']);
  });
});

describe('checkDocument', () => {
  const doc = [
    seg('Save the file.', 'Guarde el archivo.', { position: 0 }),
    seg('Save  the <g1>file</g1>.', 'Guarde el <g1>archivo</g1>.', { position: 1, tags: '<g1></g1>' }),
    seg('Save the file.', 'Guarda el fichero.', { position: 2 }),
    seg('Save the file.', 'Guarde el archivo.', { position: 3 }),
    seg(null, 'Solo.', { position: 4 }),
  ];

  it('groups one source translated differently, whatever its spacing and tags, with the common one as fix', () => {
    const found = checkDocument(doc, context()).filter((f) => f.check === 'inconsistent');
    expect(found.map((f) => f.position)).toEqual([0, 1, 2, 3]);
    expect(found.every((f) => f.group?.join() === '0,1,2,3')).toBe(true);
    expect(found.find((f) => f.position === 2)).toMatchObject({ fix: 'Guarde el archivo.', params: { count: 4, variants: 2 } });
    // The common text has no <g1>: it cannot replace a target that must keep one.
    expect(found.find((f) => f.position === 1)?.fix).toBeUndefined();
  });

  it('answers the same through the checker, which runs on the main thread where there is no worker', async () => {
    const checker = createDocumentChecker();
    await expect(checker.checkAll(doc, context())).resolves.toEqual(checkDocument(doc, context()));
    checker.dispose();
  });
});

describe('the findings’ texts', () => {
  it('are all in the catalogue, their params filled', () => {
    const hard = [
      seg('Take 2 <g1>x</g1>.', 'Tome 3 <g1>x</g1> x <x2/>.', { tags: '<g1></g1>' }),
      seg('Take tablets.', 'Tome 20 pastillas.'),
      seg('Hello.', ''),
      seg('The tensiometer works.', 'El aparato el el funciona  bien'),
      seg(' Is it  ready?', 'Está listo.'),
      seg('Click Save.', 'Click Save.'),
      seg('Quarterly results', 'Resultados del trimestre fiscal actual', { style: { kind: 'slide' } }),
      seg('Save the file.', 'Guarde el archivo.', { position: 1 }),
      seg('Save the file.', 'Guarda el fichero.', { position: 2 }),
    ];
    const glossary = [{ source: 'tensiometer', target: 'tensiómetro' }, { source: '', target: 'aparato', forbidden: true }];
    const found = [
      ...checkDocument(hard, context({ glossary })),
      ...checkSegment(seg('Read.', 'Lea.'), context({ targetLanguage: 'jpn' })),
      ...checkSegment(seg('Ready?', 'Prêt?'), context({ targetLanguage: 'fra' })),
    ];
    expect(new Set(found.map((f) => f.check)).size).toBe(11);
    for (const f of found) {
      const text = t(f.text, f.params);
      expect(text, f.text).not.toBe(f.text);
      expect(text, f.text).not.toMatch(/\{\{/);
    }
  });
});
