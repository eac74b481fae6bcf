// The chat model takes the client's glossary in its prompt (decision 134): only the terms found in the text, and
// the answer's targets are located for the result. A local HTTP server answers with OpenAI's chat completion
// shapes, as the chat adapter's own tests do.
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type RecordedRequest, type TestServer } from '../../../lib/test-http-server.ts';
import { ChainEngine } from '../chain/chain-engine.ts';
import type { GlossaryTerm } from '../engine.ts';
import { OpenAiChatEngine } from '../openai/openai-chat-engine.ts';

let server: TestServer | undefined;
let chain: ChainEngine | undefined;
afterEach(async () => {
  await chain?.close();
  await server?.close();
});

const completion = (content: string) => ({
  body: { id: 'chatcmpl-1', object: 'chat.completion', created: 1, model: 'test-model', choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' }] },
});
const systemOf = (req: RecordedRequest) => (req.json!.messages as Array<{ content: string }>)[0]!.content;

const TERMS: GlossaryTerm[] = [
  { source: 'insurance card', target: 'tarjeta sanitaria', doNotTranslate: false, caseSensitive: false },
  { source: 'blood pressure monitor', target: 'tensiómetro', doNotTranslate: false, caseSensitive: false },
  { source: 'LinguaCare', target: '', doNotTranslate: true, caseSensitive: true },
];

describe('glossary on the chat model', () => {
  it('names only the terms found in the text in the prompt and marks them in the answer', async () => {
    server = await startTestServer(() => completion(JSON.stringify({ translations: [{ id: 1, text: 'Traiga su tarjeta sanitaria a LinguaCare.' }] })));
    const engine = new OpenAiChatEngine({ url: server.url, key: undefined, model: 'test-model', timeoutMs: 5000, retries: 0, jsonSchema: true, batchTokens: 1500, languageIds: null, languages: [{ id: 'enu', name: 'English', azureId: 'en' }, { id: 'esn', name: 'Spanish', azureId: 'es' }] });
    chain = new ChainEngine([engine], { refreshMs: 3_600_000 });
    await chain.start();
    const r = await chain.translateText({ text: 'Bring your insurance card to LinguaCare.', source: 'enu', target: 'esn', glossary: () => TERMS });
    const system = systemOf(server.requests.at(-1)!);
    expect(system).toContain(`"insurance card" → "tarjeta sanitaria"; "LinguaCare" → "LinguaCare"`);
    expect(system).not.toContain('tensiómetro');
    expect(r.glossaryTerms!.map((g) => r.translatedText.slice(g.start, g.end))).toEqual(['tarjeta sanitaria', 'LinguaCare']);
  });
});
