// A document with the client's glossary on an engine that is not Apertium (decision 149): the chain sends its
// segments through the term protection and the engine's text call, never its document call, and counts the terms;
// without terms for the source the engine's own document path is used. And the counting link's reading of the
// stream format, across chunk boundaries and escapes.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlossaryTerm, MtEngine, TranslateDocumentInput } from '../engine.ts';
import { ChainEngine } from '../chain/chain-engine.ts';
import { unknownWordCounter } from '../apertium/process-chain.ts';

const TERMS: GlossaryTerm[] = [{ source: 'insurance card', target: 'tarjeta sanitaria', doNotTranslate: false, caseSensitive: false }];
const glossary = (source: string) => (source === 'enu' ? TERMS : []);

/** A text-only test double: "translates" by a prefix, so a placeholder passes through as any word would. */
const documentCalls: TranslateDocumentInput[] = [];
const cloud: MtEngine = {
  name: 'cloud',
  languagePairs: async () => [{ source: 'enu', target: 'esn', via: [] }],
  translateText: async (input) => ({ translatedText: `ES ${input.text}` }),
  async translateDocument(input) {
    documentCalls.push(input);
    return { outputFormat: 'txt' };
  },
  documentFormats: () => ['txt'],
  close: async () => {},
};

let chain: ChainEngine;
let work: string;
beforeAll(async () => {
  chain = new ChainEngine([cloud], { refreshMs: 3_600_000 });
  await chain.start();
  work = await mkdtemp(path.join(tmpdir(), 'glossary-documents-'));
});
afterAll(async () => {
  await chain.close();
  await rm(work, { recursive: true, force: true });
});

describe('a document with a glossary on any engine', () => {
  it("protects the terms in every segment through the engine's text call and counts them", async () => {
    const output = path.join(work, 'out.txt');
    const input = Readable.from([Buffer.from('Bring your insurance card.\n\nShow the Insurance Card again.\n\nNo term here.\n')]);
    const result = await chain.translateDocument({ input, format: 'txt', source: 'enu', target: 'esn', output, glossary });
    const text = await readFile(output, 'utf8');
    expect(text).toContain('ES Bring your tarjeta sanitaria.');
    expect(text).toContain('ES Show the tarjeta sanitaria again.');
    expect(text).toContain('ES No term here.');
    expect(result).toMatchObject({ outputFormat: 'txt', engine: 'cloud', glossaryTerms: 2, unsureWords: 0 });
    expect(documentCalls).toHaveLength(0);
  });

  it('counts only the words the engine did not know, as Apertium\'s own document path does, and never a placeholder', async () => {
    // Marks as Apertium's text pipeline leaves them: `*` did not know, `#` not generated, `@` not transferred.
    const marking: MtEngine = {
      ...cloud,
      name: 'marking',
      translateText: async (input) => {
        const translatedText = `*Zorb #ir @blorf ${input.text}`;
        const placeholder = /Zqterm[a-z]+/.exec(translatedText);
        const marks = [{ start: 0, end: 4, unknown: true as const }, { start: 5, end: 7 }, { start: 8, end: 13 }];
        return { translatedText, unsureWords: placeholder ? [...marks, { start: placeholder.index, end: placeholder.index + placeholder[0].length, unknown: true as const }] : marks };
      },
    };
    const markingChain = new ChainEngine([marking], { refreshMs: 3_600_000 });
    await markingChain.start();
    try {
      const input = Readable.from([Buffer.from('Bring your insurance card.\n\nNo term here.\n')]);
      const result = await markingChain.translateDocument({ input, format: 'txt', source: 'enu', target: 'esn', output: path.join(work, 'marked.txt'), glossary });
      expect(result).toMatchObject({ glossaryTerms: 1, unsureWords: 2 });
    } finally {
      await markingChain.close();
    }
  });

  it("uses the engine's own document path when the glossary has no terms for the source", async () => {
    const output = path.join(work, 'plain.txt');
    await chain.translateDocument({ input: Readable.from([Buffer.from('Hello.\n')]), format: 'txt', source: 'enu', target: 'esn', output, glossary: () => [] });
    expect(documentCalls).toHaveLength(1);
    expect(documentCalls[0]).not.toHaveProperty('glossary');
  });
});

describe('the counting link before the generator', () => {
  async function count(chunks: string[]): Promise<{ count: number; passed: string }> {
    let counted = -1;
    let passed = '';
    const sink = new Writable({ write: (c: Buffer, _e, done) => ((passed += c.toString()), done()) });
    await pipeline(Readable.from(chunks.map((c) => Buffer.from(c))), unknownWordCounter((n) => (counted = n)), sink);
    return { count: counted, passed };
  }

  it('counts ^*word$ units across chunk boundaries and passes every byte on', async () => {
    const stream = '^casa<n><f><sg>$ ^*zorblax$ ^*blorfle$^.<sent>$';
    expect(await count([stream])).toEqual({ count: 2, passed: stream });
    expect((await count([stream.slice(0, 18), stream.slice(18, 29), stream.slice(29)])).count).toBe(2);
  });

  it("does not count the client's own * after an escaped ^, and does after an escaped backslash", async () => {
    expect((await count(['^5\\^*3<num>$'])).count).toBe(0);
    expect((await count(['^a\\\\$ ^*b$'])).count).toBe(1);
  });
});
