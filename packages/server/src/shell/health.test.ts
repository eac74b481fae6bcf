// /health's speech check follows the recogniser the settings chose: pocketsphinx's program on this machine, or
// the OpenAI-API server's address (degraded when nothing answers there), never failing readiness.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { Health } from './health.ts';
import { dependencyChecks } from './dependency-checks.ts';
import { Lifecycle } from './lifecycle.ts';

const speechOf = async (env: Record<string, string>) => (await new Health({ dependencies: dependencyChecks(loadConfig({ HTTPS: 'false', ...env })), lifecycle: new Lifecycle('ready') }).full()).checks.speech;

describe('/health speech check', () => {
  it('finds the embedded recogniser installed', async () => {
    expect(await speechOf({})).toEqual({ status: 'up' });
  });

  it("checks the OpenAI-API recogniser's server, degraded when nothing listens there", async () => {
    const server = net.createServer((s) => s.end()).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as net.AddressInfo).port;
    try {
      expect(await speechOf({ MEDIA_STT_ENGINE: 'openai', MEDIA_STT_URL: `http://127.0.0.1:${port}` })).toEqual({ status: 'up' });
    } finally {
      server.close();
    }
    const closed = await speechOf({ MEDIA_STT_ENGINE: 'openai', MEDIA_STT_URL: `http://127.0.0.1:${port}` });
    expect(closed?.status).toBe('degraded');
  });
});

describe('/health machine-translation engines', () => {
  it('names each engine MT_ENGINE lists, degraded while its language list cannot be fetched', async () => {
    const health = new Health({ dependencies: dependencyChecks(loadConfig({ HTTPS: 'false' })), lifecycle: new Lifecycle('ready') });
    health.sources.mtEngines = () => [
      { name: 'deepl', pairs: [], error: 'connect ECONNREFUSED 127.0.0.1:9' },
      { name: 'apertium', pairs: [{}, {}, {}], error: undefined },
    ];
    const { checks } = await health.full();
    expect(checks['mt:deepl']).toEqual({ status: 'degraded', detail: 'language list unavailable (connect ECONNREFUSED 127.0.0.1:9); serving its last list of 0 pairs' });
    expect(checks['mt:apertium']).toEqual({ status: 'up', detail: '3 language pairs' });
  });
});
