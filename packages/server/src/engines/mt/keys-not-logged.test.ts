// Decision 131: the engines' keys never reach the log. An engine's failure is logged the way the server logs it
// (the chain's "language list unavailable" warning, a failed job: pino's error serializer with its causes) and
// the lines are searched for each key, for a refused key, a busy server and a timeout.
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../lib/test-http-server.ts';
import { loggerOptions } from '../../instrumentation/log.ts';
import { DeeplEngine } from './deepl/deepl-engine.ts';
import type { MtEngine } from './engine.ts';
import { LibreTranslateEngine } from './libretranslate/libretranslate-engine.ts';
import { OpenAiChatEngine } from './openai/openai-chat-engine.ts';

const LANGUAGES = [
  { id: 'enu', name: 'English', azureId: 'en' },
  { id: 'esn', name: 'Spanish', azureId: 'es' },
];
const KEYS = { deepl: 'dl-key-0123:fx', openai: 'sk-key-4567', libretranslate: 'lt-key-89ab' };

let server: TestServer | undefined;
let engines: MtEngine[] = [];

afterEach(async () => {
  await Promise.all(engines.map((e) => e.close()));
  await server?.close();
  engines = [];
});

function enginesAt(url: string): MtEngine[] {
  const common = { timeoutMs: 300, retries: 0, languages: LANGUAGES };
  return [
    new DeeplEngine({ ...common, key: KEYS.deepl, url, documentTimeoutMs: 1000, fallbackLanguages: null }),
    new OpenAiChatEngine({ ...common, key: KEYS.openai, url, model: 'm', jsonSchema: true, batchTokens: 100, languageIds: null }),
    new LibreTranslateEngine({ ...common, key: KEYS.libretranslate, url, retryBaseMs: 10, fallbackLanguages: null }),
  ];
}

describe('engine keys and the log', () => {
  it.each([
    ['a refused key', { status: 403, body: { message: 'Forbidden', error: 'Invalid API key' } }],
    ['a busy server', { status: 503, body: { message: 'Service unavailable' } }],
    ['no answer', { hang: true }],
  ] as const)('never logs a key after %s', async (_case, reply) => {
    server = await startTestServer(() => reply);
    engines = enginesAt(server.url);
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (line: string) => lines.push(line) }) });
    for (const engine of engines) {
      const err = await engine.translateText({ text: 'Hola', source: 'esn', target: 'enu' }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err, engine.name).toBeInstanceOf(Error);
      app.log.warn({ engine: engine.name, err }, 'MT engine failed');
    }
    await app.close();
    expect(lines).toHaveLength(3);
    for (const key of Object.values(KEYS)) expect(lines.join('\n')).not.toContain(key);
  });
});
