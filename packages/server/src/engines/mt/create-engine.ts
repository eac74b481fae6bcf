// The engine registry: MT_ENGINE names the adapter, and each adapter builds itself from the config and
// the portal's language table. A new cloud engine (DeepL, ...) is one more entry here plus its adapter
// file implementing MtEngine; routes and workers do not change.
import { ApertiumEngine } from './apertium/apertium-engine.ts';
import { AzureTranslatorEngine } from './azure/azure-translator-engine.ts';
import type { MtConfig } from './config.ts';
import type { EngineLanguage, MtEngine } from './engine.ts';

export type MtEngineFactory = (config: MtConfig, languages: readonly EngineLanguage[]) => MtEngine;

const factories = new Map<string, MtEngineFactory>([
  [
    'apertium',
    (config, languages) =>
      new ApertiumEngine({
        languages,
        modesDir: config.apertium.modesDir,
        poolSize: config.apertium.poolSize,
        timeoutMs: config.apertium.timeoutMs,
        pivots: config.apertium.pivots,
      }),
  ],
  [
    'azure',
    (config, languages) => {
      if (!config.azure) throw new Error('MT_ENGINE=azure needs AZURE_TRANSLATOR_KEY');
      return new AzureTranslatorEngine({ ...config.azure, languages });
    },
  ],
]);

/** Adds or replaces an adapter (tests register doubles this way; deployments could add their own). */
export function registerMtEngine(name: string, factory: MtEngineFactory): void {
  factories.set(name.toLowerCase(), factory);
}

export function mtEngineNames(): string[] {
  return [...factories.keys()];
}

export function createMtEngine(config: MtConfig, languages: readonly EngineLanguage[]): MtEngine {
  const factory = factories.get(config.engine);
  if (!factory) throw new Error(`Unknown MT_ENGINE "${config.engine}"; known: ${mtEngineNames().join(', ')}`);
  return factory(config, languages);
}
