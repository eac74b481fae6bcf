// The portal's languages in DeepL's codes. The language table keeps one BCP-47 code per language for the cloud
// engines (`azureId`: 'en', 'pt', 'pt-PT', 'zh-Hans'); DeepL takes a bare language as a source ('EN', 'PT',
// 'ZH') and wants the variant as a target where it has several: English is American unless the table says
// 'en-GB' (the portal's 'enu' is English (United States)), a bare 'pt' is Brazilian (the table's 'ptb'), and
// Chinese is Simplified or Traditional by its script.
import type { EngineLanguage } from '../engine.ts';

const TARGET_VARIANTS: Readonly<Record<string, string>> = {
  en: 'EN-US',
  pt: 'PT-BR',
  zh: 'ZH-HANS',
  'zh-cn': 'ZH-HANS',
  'zh-tw': 'ZH-HANT',
  'zh-hk': 'ZH-HANT',
  nb: 'NB',
  no: 'NB',
};

/** DeepL's source code for a table code: the language without its variant ('pt-PT' → 'PT', 'nb' → 'NB'). */
export function deeplSourceCode(bcp47: string): string {
  const base = bcp47.split('-')[0]!.toUpperCase();
  return base === 'NO' ? 'NB' : base;
}

/** DeepL's target code for a table code: 'en' → 'EN-US', 'pt-PT' → 'PT-PT', 'zh-Hant' → 'ZH-HANT'. */
export function deeplTargetCode(bcp47: string): string {
  const lower = bcp47.toLowerCase();
  return TARGET_VARIANTS[lower] ?? lower.toUpperCase();
}

export interface DeeplLanguageMap {
  source(id: string): string | undefined;
  target(id: string): string | undefined;
  /** Portal id of a source code DeepL detected ('PT' → the table's bare 'pt' first, else any 'pt-…'). */
  portalIdOfSource(code: string): string | undefined;
}

export function deeplLanguageMap(languages: readonly EngineLanguage[]): DeeplLanguageMap {
  const usable = languages.filter((l) => !l.isDisabled && l.azureId);
  const byId = new Map(usable.map((l) => [l.id, l.azureId!]));
  return {
    source: (id) => (byId.has(id) ? deeplSourceCode(byId.get(id)!) : undefined),
    target: (id) => (byId.has(id) ? deeplTargetCode(byId.get(id)!) : undefined),
    portalIdOfSource: (code) => {
      const upper = code.toUpperCase();
      return (
        usable.find((l) => l.azureId!.toUpperCase() === upper)?.id ?? usable.find((l) => deeplSourceCode(l.azureId!) === upper)?.id
      );
    },
  };
}
