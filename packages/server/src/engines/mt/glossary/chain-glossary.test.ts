// The client's glossary through the chain on the real Apertium (decision 134): the terms come out as the glossary
// says, a detected source gets its own glossary, and a text without terms is translated as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineLanguage, GlossaryTerm } from '../engine.ts';
import { ApertiumEngine } from '../apertium/apertium-engine.ts';
import { ChainEngine } from '../chain/chain-engine.ts';

const LANGUAGES: EngineLanguage[] = [
  { id: 'enu', apertiumCode: 'eng', azureId: 'en' },
  { id: 'esn', apertiumCode: 'spa', azureId: 'es' },
];
const TERMS: GlossaryTerm[] = [
  { source: 'insurance card', target: 'tarjeta sanitaria', doNotTranslate: false, caseSensitive: false },
  { source: 'LinguaCare', target: '', doNotTranslate: true, caseSensitive: true },
];
const glossary = (source: string) => (source === 'enu' ? TERMS : []);

let chain: ChainEngine;
beforeAll(async () => {
  chain = new ChainEngine([new ApertiumEngine({ languages: LANGUAGES, poolSize: 1 })], { refreshMs: 3_600_000 });
  await chain.start();
});
afterAll(() => chain.close());

describe('glossary on Apertium through the chain', () => {
  it('writes the target terms and says where they stand', async () => {
    const r = await chain.translateText({ text: 'Bring your insurance card to LinguaCare.', source: 'enu', target: 'esn', glossary });
    expect(r.translatedText).toContain('tarjeta sanitaria');
    expect(r.translatedText).toContain('LinguaCare');
    expect(r.glossaryTerms!.map((t) => r.translatedText.slice(t.start, t.end)).sort()).toEqual(['LinguaCare', 'tarjeta sanitaria']);
    const without = await chain.translateText({ text: 'Bring your insurance card to LinguaCare.', source: 'enu', target: 'esn' });
    expect(without.translatedText).not.toContain('tarjeta sanitaria');
  });

  it("applies the detected source's glossary", async () => {
    const r = await chain.translateText({ text: 'Please bring the insurance card of your family before noon.', target: 'esn', glossary });
    expect(r.detectedLanguage).toBe('enu');
    expect(r.translatedText).toContain('tarjeta sanitaria');
    expect(r.engine).toBe('apertium');
  });

  it('translates a text without terms as without a glossary', async () => {
    const r = await chain.translateText({ text: 'The house is big.', source: 'enu', target: 'esn', glossary });
    expect(r).toEqual({ translatedText: 'La casa es grande.', engine: 'apertium' });
  });
});
