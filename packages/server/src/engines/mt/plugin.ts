// Builds the machine-translation engines once, from the configuration and the language table, behind one chain
// (MT_ENGINE's order), and makes it reachable as `app.mt` for routes and job workers. What the engines serve
// (their language pairs) is fetched at start and refreshed by the chain; `pairs`, `servedLanguageIds` and
// `combinations` read its current union, so language lists shown to users match what a request can get.
// Closing the app stops the refresh and the engines' worker processes.
import type { FastifyInstance } from 'fastify';
import { languages } from '../../db/schema/index.ts';
import { globalPlugin } from '../../lib/global-plugin.ts';
import type { ChainEngine } from './chain/chain-engine.ts';
import type { ServedUnion } from './chain/served-union.ts';
import { createMtChain } from './create-engine.ts';

export interface MachineTranslation extends ServedUnion {
  engine: ChainEngine;
}

declare module 'fastify' {
  interface FastifyInstance {
    mt: MachineTranslation;
  }
}

/** `app.mt`: the chain, and its union read at each use (the refresh replaces it). */
export function machineTranslation(engine: ChainEngine): MachineTranslation {
  return {
    engine,
    get pairs() {
      return engine.served().pairs;
    },
    get servedLanguageIds() {
      return engine.served().servedLanguageIds;
    },
    get combinations() {
      return engine.served().combinations;
    },
  };
}

// Global (not encapsulated), so the decoration is visible to the modules registered after it.
export const mtPlugin = globalPlugin('machine-translation', async (app: FastifyInstance) => {
  const rows = await app.ctx.db
    .select({
      id: languages.id,
      apertiumCode: languages.apertiumCode,
      azureId: languages.azureId,
      name: languages.name,
      isDisabled: languages.isDisabled,
    })
    .from(languages);
  const engine = createMtChain(app.ctx.config.mt, rows, {
    onListError: (name, err) => app.log.warn({ engine: name, err }, 'MT engine language list unavailable; keeping its last list'),
  });
  await engine.start();
  app.decorate('mt', machineTranslation(engine));
  app.addHook('onClose', async () => {
    await engine.close();
  });
});
