// Loading the other languages' catalogues (decision 189): imported by showLanguage() the first time a language
// other than English is asked for, so a page in English carries none of this, nor core's loaders.
import { loaders, merge, showLoaded, translated } from './i18n.ts';
import type { Language } from './i18n.ts';

const loads = new Map<string, Promise<void>>();
let fresh = false;

function load(name: string, language: Exclude<Language, 'en'>): Promise<void> {
  const key = `${name}/${language}`;
  let done = loads.get(key);
  if (!done) {
    const loader = loaders.get(name)![language];
    done = loader().then(
      (module) => {
        merge((translated[language] ??= {}), module.default);
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

export function show(language: Exclude<Language, 'en'>): Promise<void> {
  return Promise.all([...loaders.keys()].map((name) => load(name, language))).then(() => {
    showLoaded(language, fresh);
    fresh = false;
  });
}

loaders.set('core', {
  de: () => import('./languages/de.ts'),
  fr: () => import('./languages/fr.ts'),
  es: () => import('./languages/es.ts'),
  ja: () => import('./languages/ja.ts'),
  ar: () => import('./languages/ar.ts'),
});
