// Adds the portal's texts to core's catalogue under `portal`. Lists in the catalogue (content sections,
// FAQ entries) become index-keyed records, so `portal.content.faq.groups.0.items.1.q` is an ordinary key
// that a host can override like any other.
import { registerTexts, registerTranslations } from '@lingua/core';
import type { TextResources } from '@lingua/core';
import { portalTexts } from './portal-texts.ts';

type CatalogueValue = string | readonly CatalogueValue[] | { readonly [key: string]: CatalogueValue };

/** The catalogue with its arrays as index-keyed records. */
export function toResources(value: { readonly [key: string]: CatalogueValue }): TextResources {
  const out: TextResources = {};
  for (const [key, entry] of Object.entries(value)) out[key] = toResource(entry);
  return out;
}

function toResource(value: CatalogueValue): string | TextResources {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const record: TextResources = {};
    (value as readonly CatalogueValue[]).forEach((entry, index) => (record[String(index)] = toResource(entry)));
    return record;
  }
  return toResources(value as { readonly [key: string]: CatalogueValue });
}

let registered = false;

/** Registers the portal texts once per page. */
export function registerPortalTexts(): void {
  if (registered) return;
  registerTexts('portal', toResources(portalTexts));
  // The other languages' first-screen texts, each imported when its language is shown (decision 189).
  registerTranslations('portal', {
    de: () => import('./languages/de.ts'),
    fr: () => import('./languages/fr.ts'),
    es: () => import('./languages/es.ts'),
    ja: () => import('./languages/ja.ts'),
    ar: () => import('./languages/ar.ts'),
  });
  registered = true;
}
