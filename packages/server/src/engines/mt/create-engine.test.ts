import { describe, expect, it } from 'vitest';
import { ApertiumEngine } from './apertium/apertium-engine.ts';
import { AzureTranslatorEngine } from './azure/azure-translator-engine.ts';
import { loadMtConfig } from '../../config/mt-config.ts';
import { createMtChain, createMtEngine, mtEngineNames } from './create-engine.ts';

const languages = [{ id: 'enu', apertiumCode: 'eng', azureId: 'en' }];

describe('MT engine configuration', () => {
  it('defaults to Apertium with a pool of 2 and Spanish as pivot', () => {
    const config = loadMtConfig({});
    expect(config).toMatchObject({ engine: 'apertium', apertium: { poolSize: 2, timeoutMs: 10_000, pivots: ['spa'] }, azure: undefined });
    const engine = createMtEngine(config, languages);
    expect(engine).toBeInstanceOf(ApertiumEngine);
    void engine.close();
  });

  it('reads the Apertium settings and rejects bad numbers', () => {
    expect(loadMtConfig({ MT_APERTIUM_POOL_SIZE: '4', MT_APERTIUM_PIVOTS: 'spa, cat' }).apertium).toMatchObject({ poolSize: 4, pivots: ['spa', 'cat'] });
    expect(() => loadMtConfig({ MT_APERTIUM_POOL_SIZE: '0' })).toThrow(/MT_APERTIUM_POOL_SIZE/);
  });

  it('builds the Azure adapter from its keys, and refuses it without a key', () => {
    const config = loadMtConfig({ MT_ENGINE: 'azure', AZURE_TRANSLATOR_KEY: 'k', AZURE_TRANSLATOR_REGION: 'westeurope' });
    expect(config.azure).toMatchObject({ key: 'k', region: 'westeurope', endpoint: 'https://api.cognitive.microsofttranslator.com' });
    expect(createMtEngine(config, languages)).toBeInstanceOf(AzureTranslatorEngine);
    expect(() => createMtEngine(loadMtConfig({ MT_ENGINE: 'azure' }), languages)).toThrow(/AZURE_TRANSLATOR_KEY/);
  });

  it('names the known engines when the configured one does not exist', () => {
    expect(mtEngineNames()).toEqual(expect.arrayContaining(['apertium', 'azure']));
    expect(() => createMtEngine(loadMtConfig({ MT_ENGINE: 'nope' }), languages)).toThrow(/apertium/);
  });

  it('reads MT_ENGINE as an ordered list and builds one engine per name behind the chain', async () => {
    const config = loadMtConfig({ MT_ENGINE: ' Azure, apertium ,azure', AZURE_TRANSLATOR_KEY: 'k', MT_LANGUAGES_REFRESH_MS: '60000' });
    expect(config).toMatchObject({ engine: 'azure,apertium', engines: ['azure', 'apertium'], languagesRefreshMs: 60_000 });
    expect(loadMtConfig({}).languagesRefreshMs).toBe(3_600_000);
    const chain = createMtChain(config, languages);
    expect(chain.name).toBe('azure,apertium');
    expect(chain.engines.map((e) => e.constructor)).toEqual([AzureTranslatorEngine, ApertiumEngine]);
    await chain.close();
    expect(() => createMtChain(loadMtConfig({ MT_ENGINE: 'apertium,nope' }), languages)).toThrow(/Unknown MT_ENGINE "nope"/);
    expect(() => loadMtConfig({ MT_ENGINE: ' , ' })).toThrow(/names no engine/);
  });
});
