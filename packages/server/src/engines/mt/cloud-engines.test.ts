// MT_ENGINE names the cloud adapters of decision 131 like the others, and a missing key or URL stops the start
// with the setting to set rather than failing the first request.
import { afterEach, describe, expect, it } from 'vitest';
import { loadMtConfig } from '../../config/mt-config.ts';
import { createMtEngine } from './create-engine.ts';
import type { MtEngine } from './engine.ts';

const LANGUAGES = [
  { id: 'enu', name: 'English', azureId: 'en' },
  { id: 'esn', name: 'Spanish', azureId: 'es' },
];

let built: MtEngine[] = [];
afterEach(async () => {
  await Promise.all(built.map((e) => e.close()));
  built = [];
});

describe('cloud MT engines by configuration', () => {
  it('builds deepl, openai and libretranslate from their settings', () => {
    const config = loadMtConfig({ MT_ENGINE: 'deepl,openai,libretranslate', DEEPL_KEY: 'k:fx', LIBRETRANSLATE_URL: 'http://127.0.0.1:9' });
    built = config.engines.map((name) => createMtEngine(config, LANGUAGES, name));
    expect(built.map((e) => e.name)).toEqual(['deepl', 'openai', 'libretranslate']);
    expect(config.deepl?.url).toBe('https://api-free.deepl.com');
    expect(config.openai?.model).toBe('gpt-4o-mini');
  });

  it('names the missing setting', () => {
    expect(() => createMtEngine(loadMtConfig({ MT_ENGINE: 'deepl' }), LANGUAGES)).toThrow('MT_ENGINE=deepl needs DEEPL_KEY');
    expect(() => createMtEngine(loadMtConfig({ MT_ENGINE: 'libretranslate' }), LANGUAGES)).toThrow('MT_ENGINE=libretranslate needs LIBRETRANSLATE_URL');
  });
});
