// Azure applies a client's glossary through its dynamic dictionary where English is one side of the pair
// (Azure's documented requirement), and through the chain's term protection elsewhere. Azure cannot be reached
// from here: a fetch double answers with the response shapes of its documentation.
import { describe, expect, it } from 'vitest';
import { AzureTranslatorEngine } from '../azure/azure-translator-engine.ts';
import { ChainEngine } from '../chain/chain-engine.ts';
import type { GlossaryTerm } from '../engine.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

async function chainWith(translate: (text: string) => string) {
  const sent: string[] = [];
  const fetchDouble = (async (url: string | URL | Request, init?: RequestInit) => {
    const u = new URL(String(url));
    if (u.pathname === '/languages') return json({ translation: { en: {}, es: {}, 'pt-pt': {} } });
    const [item] = JSON.parse(String(init?.body)) as Array<{ Text: string }>;
    sent.push(item!.Text);
    return json([{ translations: [{ text: translate(item!.Text), to: u.searchParams.get('to') }] }]);
  }) as typeof fetch;
  const languages = [
    { id: 'enu', azureId: 'en' },
    { id: 'esn', azureId: 'es' },
    { id: 'ptg', azureId: 'pt-PT' },
  ];
  const azure = new AzureTranslatorEngine({ key: 'k', region: 'westeurope', endpoint: 'https://api.example', documentEndpoint: 'https://doc.example', timeoutMs: 5000, languages, fetch: fetchDouble });
  const chain = new ChainEngine([azure], { refreshMs: 3_600_000 });
  await chain.start();
  return { chain, sent };
}

const TERMS: GlossaryTerm[] = [
  { source: 'insurance card', target: 'tarjeta sanitaria', doNotTranslate: false, caseSensitive: false },
  { source: 'tarjeta sanitaria', target: 'cartão de saúde', doNotTranslate: false, caseSensitive: false },
];

describe('glossary on Azure', () => {
  it('sends English terms as dynamic dictionary markup and finds the targets in the answer', async () => {
    const { chain, sent } = await chainWith(() => 'Traiga su tarjeta sanitaria, por favor.');
    const r = await chain.translateText({ text: 'Bring your insurance card, please.', source: 'enu', target: 'esn', glossary: () => TERMS });
    expect(sent).toEqual(['Bring your <mstrans:dictionary translation="tarjeta sanitaria">insurance card</mstrans:dictionary>, please.']);
    expect(r.glossaryTerms!.map((g) => r.translatedText.slice(g.start, g.end))).toEqual(['tarjeta sanitaria']);
    await chain.close();
  });

  it('protects the terms itself for a pair without English', async () => {
    const { chain, sent } = await chainWith((text) => text.replace('Traiga su', 'Traga o seu'));
    const r = await chain.translateText({ text: 'Traiga su tarjeta sanitaria.', source: 'esn', target: 'ptg', glossary: () => TERMS });
    expect(sent[0]).not.toContain('mstrans');
    expect(sent[0]).toMatch(/Zqterm[a-z]+/);
    expect(r.translatedText).toBe('Traga o seu cartão de saúde.');
    await chain.close();
  });
});
