// Text machine-translation latency: warm requests through the Apertium worker pool against a cold spawn
// of the same pipeline, in one run on this machine. Goal (docs/architecture.md): warm p50 ≤ 5 ms and ≥ 25× faster
// than cold. Prints figures only; nothing here fails a build (timings depend on the machine's load).
//
//   node tests/bench/mt-text.ts [--warm 400] [--cold 15] [--pair enu:esn]
//
// Measured three ways: through the engine directly (ApertiumEngine.translateText), a cold spawn of the same
// pipeline, and warm requests through the API (POST /v1/machineTranslation/actions/translateText with a real
// ID token from the embedded provider, over HTTP to a server listening on 127.0.0.1:8561, and by app.inject).
import http from 'node:http';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { ApertiumEngine } from '../../packages/server/src/engines/mt/apertium/apertium-engine.ts';
import { loadPipeline } from '../../packages/server/src/engines/mt/apertium/modes.ts';
import { runChain } from '../../packages/server/src/engines/mt/apertium/process-chain.ts';
import { deformatText, reformatText } from '../../packages/server/src/engines/mt/apertium/stream-format.ts';
import { buildApp } from '../../packages/server/src/app.ts';
import { DEMO_PASSWORD } from '../../packages/server/src/seed/demo-data.ts';
import { createTestContext } from '../../packages/server/test/helpers.ts';
import { signIn } from '../../packages/server/test/sign-in.ts';
import { APERTIUM_LANGUAGES } from './lib/apertium-languages.ts';

const { values } = parseArgs({
  options: {
    warm: { type: 'string', default: '400' },
    cold: { type: 'string', default: '15' },
    pair: { type: 'string', default: 'enu:esn' },
  },
});
const [source, target] = values.pair.split(':') as [string, string];
const WARM = Number(values.warm);
const COLD = Number(values.cold);

const languages = APERTIUM_LANGUAGES;

// Everyday portal texts, all at most 100 characters.
const TEXTS = [
  'Hello world',
  'The house is big.',
  'Please send the signed contract by Friday.',
  'Your appointment is confirmed for 10:30 tomorrow morning.',
  'Take one tablet twice a day with food.',
  'The invoice total is $250 (including tax).',
  'We could not deliver your parcel because nobody was at home.',
  'Thank you for your order! It will ship within two business days.',
  'Press the red button to stop the machine.',
  'The meeting has been moved to the third floor, room 301.',
];
if (TEXTS.some((t) => t.length > 100)) throw new Error('bench texts must be ≤ 100 characters');

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1)!,
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
  };
};
const fmt = (s: ReturnType<typeof summary>): string =>
  `n=${s.n}  p50=${s.p50.toFixed(2)} ms  p95=${s.p95.toFixed(2)} ms  mean=${s.mean.toFixed(2)} ms  max=${s.max.toFixed(2)} ms`;

const engine = new ApertiumEngine({ languages, poolSize: 2 });
try {
  const route = engine.route(
    languages.find((l) => l.id === source)!.apertiumCode,
    languages.find((l) => l.id === target)!.apertiumCode,
  );
  if (!route || route.length === 0) throw new Error(`${source}→${target} is not served`);
  console.log(
    `Apertium text MT benchmark, ${source}→${target} (modes: ${route.map((m) => m.name).join(' + ')}), pool size 2`,
  );
  console.log('Measured through the engine directly (ApertiumEngine.translateText), then through the API.\n');

  await engine.warmUp([{ source, target }]);
  // A few unmeasured rounds so page cache and JIT are settled for both workers.
  for (let i = 0; i < 20; i++) await engine.translateText({ text: TEXTS[i % TEXTS.length]!, source, target });

  const warm: number[] = [];
  for (let i = 0; i < WARM; i++) {
    const text = TEXTS[i % TEXTS.length]!;
    const t0 = performance.now();
    await engine.translateText({ text, source, target });
    warm.push(performance.now() - t0);
  }

  // Throughput with both workers busy: 200 requests issued at once.
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      engine.translateText({ text: TEXTS[i % TEXTS.length]!, source, target }),
    ),
  );
  const burstMs = performance.now() - t0;

  // Cold: the same programs spawned for one text and torn down, as a one-shot `apertium` call would.
  const commands = route.flatMap((m) => loadPipeline(m, { nullFlush: false }));
  const cold: number[] = [];
  for (let i = 0; i < COLD; i++) {
    const text = TEXTS[i % TEXTS.length]!;
    const t1 = performance.now();
    const out = new PassThrough();
    const collected = buffer(out);
    await runChain(commands, { input: Readable.from([deformatText(text)]), output: out });
    out.end();
    reformatText((await collected).toString('utf8'));
    cold.push(performance.now() - t1);
  }

  const w = summary(warm);
  const c = summary(cold);
  console.log(`warm (pool):  ${fmt(w)}`);
  console.log(`cold (spawn): ${fmt(c)}`);
  console.log(
    `burst: 200 concurrent requests in ${burstMs.toFixed(0)} ms (${(200_000 / burstMs).toFixed(0)} req/s)`,
  );
  const ratio = c.p50 / w.p50;
  console.log(`\nwarm p50 ${w.p50.toFixed(2)} ms vs goal ≤ 5 ms: ${w.p50 <= 5 ? 'met' : 'NOT met'}`);
  console.log(`cold/warm p50 ratio ${ratio.toFixed(0)}× vs goal ≥ 25×: ${ratio >= 25 ? 'met' : 'NOT met'}`);
} finally {
  await engine.close();
}

await measureApi();

/** Warm requests through the API: the route's checks (token, role, settings, languages) on top of the engine. */
async function measureApi(): Promise<void> {
  const port = 8561;
  const baseUrl = `http://127.0.0.1:${port}`;
  const ctx = await createTestContext({
    config: { https: false, port, host: '127.0.0.1', publicUrl: baseUrl },
  });
  const app = await buildApp(ctx);
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const { idToken } = await signIn(baseUrl, 'client@acme-health.example', DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
    const body = (text: string) =>
      JSON.stringify({ text, sourceLanguageCode: source, targetLanguageCode: target });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = (text: string) =>
      new Promise<void>((resolve, reject) => {
        const payload = body(text);
        const req = http.request(
          `${baseUrl}/v1/machineTranslation/actions/translateText`,
          {
            method: 'POST',
            agent,
            headers: { ...headers, 'content-length': String(Buffer.byteLength(payload)) },
          },
          (res) => {
            res.resume();
            res.on('end', () =>
              res.statusCode === 200 ? resolve() : reject(new Error(`status ${res.statusCode}`)),
            );
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    for (let i = 0; i < 20; i++) await post(TEXTS[i % TEXTS.length]!);
    const overHttp: number[] = [];
    for (let i = 0; i < WARM; i++) {
      const t0 = performance.now();
      await post(TEXTS[i % TEXTS.length]!);
      overHttp.push(performance.now() - t0);
    }
    const injected: number[] = [];
    for (let i = 0; i < WARM; i++) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/v1/machineTranslation/actions/translateText',
        headers,
        payload: body(TEXTS[i % TEXTS.length]!),
      });
      if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}: ${res.body}`);
      injected.push(performance.now() - t0);
    }
    agent.destroy();
    console.log(`\nthrough the API (database: ${ctx.database.kind}, real ID token):`);
    console.log(`warm (HTTP, keep-alive): ${fmt(summary(overHttp))}`);
    console.log(`warm (app.inject):       ${fmt(summary(injected))}`);
  } finally {
    await app.close();
    await ctx.close();
  }
}
