// The portal's languages in a LibreTranslate instance's codes. Instances differ: older ones list 'zh' and 'pt',
// newer ones 'zh-Hans', 'zh-Hant' and 'pt-BR' beside 'pt'. So a table code (`azureId`) is matched against the
// instance's own list: the exact code first, then the variant a bare code means in the table ('pt' is Brazilian
// Portuguese, 'zh' Simplified Chinese), then the bare language.
import type { EngineLanguage } from '../engine.ts';

const MEANT: Readonly<Record<string, string>> = { pt: 'pt-br', zh: 'zh-hans' };

/** The instance code for a table code among the instance's codes, or undefined when it has none. */
export function libreCode(bcp47: string, available: ReadonlySet<string>): string | undefined {
  const lower = bcp47.toLowerCase();
  const byLower = new Map([...available].map((c) => [c.toLowerCase(), c]));
  const base = lower.split('-')[0]!;
  // 'zh-Hant' must not fall back to 'zh', which is Simplified on the instances that list only 'zh'.
  const candidates = lower === 'zh-hant' ? [lower, 'zh-tw'] : [MEANT[lower], lower, base];
  for (const c of candidates) if (c && byLower.has(c)) return byLower.get(c);
  return undefined;
}

/** Portal id → instance code for every enabled language the instance lists. */
export function libreCodes(languages: readonly EngineLanguage[], available: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const l of languages) {
    if (l.isDisabled || !l.azureId) continue;
    const code = libreCode(l.azureId, available);
    if (code) out.set(l.id, code);
  }
  return out;
}
