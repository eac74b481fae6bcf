// Builds the machine-translation engine once, from the configuration and the language table, and makes it
// reachable as `app.mt` for routes and job workers. What the engine really serves (its language pairs) is
// computed here once, so language lists and combinations shown to users match what a request can get.
// Closing the app stops the engine's worker processes.
import type { FastifyInstance } from 'fastify';
import { languages } from '../../db/schema/index.ts';
import { globalPlugin } from '../../plugins/global-plugin.ts';
import { createMtEngine } from './create-engine.ts';
import type { LanguagePair, MtEngine } from './engine.ts';

export interface MachineTranslation {
  engine: MtEngine;
  /** Every source → target the engine serves, pivots included. */
  pairs: readonly LanguagePair[];
  /** Portal ids of languages that take part in at least one served pair. */
  servedLanguageIds: ReadonlySet<string>;
  /** Source id → sorted target ids (GET /xl8/fileTranslation/languageCombinations). */
  combinations: ReadonlyMap<string, readonly string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mt: MachineTranslation;
  }
}

export async function describeEngine(engine: MtEngine): Promise<MachineTranslation> {
  const pairs = await engine.languagePairs();
  const served = new Set<string>();
  const combinations = new Map<string, string[]>();
  for (const p of pairs) {
    served.add(p.source);
    served.add(p.target);
    const list = combinations.get(p.source) ?? [];
    list.push(p.target);
    combinations.set(p.source, list);
  }
  for (const list of combinations.values()) list.sort();
  return { engine, pairs, servedLanguageIds: served, combinations };
}

// Global (not encapsulated), so the decoration is visible to the modules registered after it.
export const mtPlugin = globalPlugin('machine-translation', async (app: FastifyInstance) => {
  const rows = await app.ctx.db
    .select({
      id: languages.id,
      apertiumCode: languages.apertiumCode,
      azureId: languages.azureId,
      isDisabled: languages.isDisabled,
    })
    .from(languages);
  const engine = createMtEngine(app.ctx.config.mt, rows);
  app.decorate('mt', await describeEngine(engine));
  app.addHook('onClose', async () => {
    await engine.close();
  });
});
