// Loading the other languages' catalogues (decision 189): imported by showLanguage() the first time a language
// other than English is asked for, so a page in English carries none of this, nor core's loaders.
import { merge, type CatalogueLoaders, type Language, type TextResources } from './catalogue.ts';

/** What the lookup (i18n.ts) hands over: it is not imported, so the two make no circle (decision 165). */
export interface CatalogueStore {
  loaders: Map<string, CatalogueLoaders>;
  translated: Partial<Record<Language, TextResources>>;
  showLoaded(language: Language, fresh?: boolean): void;
}

const loads = new Map<string, Promise<void>>();
let fresh = false;

function load(store: CatalogueStore, name: string, language: Exclude<Language, 'en'>): Promise<void> {
  const key = `${name}/${language}`;
  let done = loads.get(key);
  if (!done) {
    const loader = store.loaders.get(name)![language];
    done = loader().then(
      (module) => {
        merge((store.translated[language] ??= {}), module.default);
        fresh = true;
      },
      (error: unknown) => {
        // A failed download (offline, a new deployment) leaves English and may succeed on the next switch.
        loads.delete(key);
        console.error(error);
      },
    );
    loads.set(key, done);
  }
  return done;
}

const CORE: CatalogueLoaders = {
  de: () => import('./languages/de.ts'),
  fr: () => import('./languages/fr.ts'),
  es: () => import('./languages/es.ts'),
  ja: () => import('./languages/ja.ts'),
  ar: () => import('./languages/ar.ts'),
};

export function show(language: Exclude<Language, 'en'>, store: CatalogueStore): Promise<void> {
  if (!store.loaders.has('core')) store.loaders.set('core', CORE);
  return Promise.all([...store.loaders.keys()].map((name) => load(store, name, language))).then(() => {
    store.showLoaded(language, fresh);
    fresh = false;
  });
}
