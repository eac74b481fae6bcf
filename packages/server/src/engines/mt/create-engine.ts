// The engine registry: MT_ENGINE names the adapter, and each adapter builds itself from the config and
// the portal's language table. A new cloud engine (DeepL, ...) is one more entry here plus its adapter
// file implementing MtEngine; routes and workers do not change.
import { ApertiumEngine } from './apertium/apertium-engine.ts';
import { AzureTranslatorEngine } from './azure/azure-translator-engine.ts';
import { DeeplEngine } from './deepl/deepl-engine.ts';
import { LibreTranslateEngine } from './libretranslate/libretranslate-engine.ts';
import { OpenAiChatEngine } from './openai/openai-chat-engine.ts';
import { loadOpenAiChatConfig } from '../../config/openai-config.ts';
import { ChainEngine, type ChainEngineOptions } from './chain/chain-engine.ts';
import type { MtConfig } from '../../config/mt-config.ts';
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
  [
    'deepl',
    (config, languages) => {
      if (!config.deepl) throw new Error('MT_ENGINE=deepl needs DEEPL_KEY');
      return new DeeplEngine({ ...config.deepl, languages });
    },
  ],
  ['openai', (config, languages) => new OpenAiChatEngine({ ...(config.openai ?? loadOpenAiChatConfig({})), languages })],
  [
    'libretranslate',
    (config, languages) => {
      if (!config.libretranslate) throw new Error('MT_ENGINE=libretranslate needs LIBRETRANSLATE_URL');
      return new LibreTranslateEngine({ ...config.libretranslate, languages });
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

/** One engine by its name (default: the first of MT_ENGINE). */
export function createMtEngine(config: MtConfig, languages: readonly EngineLanguage[], name = config.engines[0]!): MtEngine {
  const factory = factories.get(name);
  if (!factory) throw new Error(`Unknown MT_ENGINE "${name}"; known: ${mtEngineNames().join(', ')}`);
  return factory(config, languages);
}

/** Every engine MT_ENGINE lists, in its order, behind one chain (a single name is a chain of one). */
export function createMtChain(config: MtConfig, languages: readonly EngineLanguage[], options: Omit<ChainEngineOptions, 'refreshMs'> = {}): ChainEngine {
  const engines: MtEngine[] = [];
  try {
    for (const name of config.engines) engines.push(createMtEngine(config, languages, name));
  } catch (err) {
    // The ones already built may hold worker processes.
    for (const e of engines) void e.close();
    throw err;
  }
  return new ChainEngine(engines, { ...options, refreshMs: config.languagesRefreshMs });
}
