// A client's glossary on subtitle lines (decision 134): a term spread over two cues of one sentence comes out as
// the glossary says, through the real Apertium behind the chain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApertiumEngine } from '../../engines/mt/apertium/apertium-engine.ts';
import { ChainEngine } from '../../engines/mt/chain/chain-engine.ts';
import { machineTranslation, type MachineTranslation } from '../../engines/mt/plugin.ts';
import { translateLines } from './translate.ts';

describe('glossary terms on media lines', () => {
  let mt: MachineTranslation;
  beforeAll(async () => {
    const languages = [
      { id: 'enu', apertiumCode: 'eng' },
      { id: 'esn', apertiumCode: 'spa' },
    ];
    const chain = new ChainEngine([new ApertiumEngine({ languages, poolSize: 1 })], { refreshMs: 3_600_000 });
    await chain.start();
    mt = machineTranslation(chain);
  });
  afterAll(async () => {
    await mt?.engine.close();
  });

  it('writes the term of a sentence spread over two lines and counts it', async () => {
    const glossary = (source: string) => (source === 'esn' ? [{ source: 'tarjeta del seguro', target: 'insurance card', doNotTranslate: false, caseSensitive: false }] : []);
    const lines = ['Traiga su tarjeta', 'del seguro.'];
    const withTerms = await translateLines(mt, lines, { source: 'esn', target: 'enu' }, { glossary });
    expect(withTerms.texts.join(' ')).toContain('insurance card');
    expect(withTerms.glossaryTerms).toBe(1);
    // Counted once, on the line where it begins, even when the division cuts it.
    expect(withTerms.terms.reduce((a, b) => a + b, 0)).toBe(1);
    expect(withTerms.terms[withTerms.texts.findIndex((t) => /insurance|card/.test(t ?? ''))]).toBe(1);
    // Where it stands in each line it reaches, for the editor to mark (a cut term is marked in both parts).
    const marked = withTerms.termSpans.flatMap((spans, i) => spans.map((m) => withTerms.texts[i]!.slice(m.start, m.end)));
    expect(marked.join(' ')).toBe('insurance card');
    const without = await translateLines(mt, lines, { source: 'esn', target: 'enu' });
    expect(without.texts.join(' ')).not.toContain('insurance card');
    expect(without.glossaryTerms).toBe(0);
    expect(without.termSpans.flat()).toEqual([]);
  });
});
