// Which of our languages a request asks for (decision 190): the person's stored preference first, else the
// browser's Accept-Language (core's API client sends the language it shows; a bare browser sends its own), each tag
// matched by core's rule (primary subtag, `de-AT` → `de`), else English.
import { chooseLanguage, type Language } from '@lingua/core/catalogue';

/** The language ranges of an Accept-Language header, most wanted first (by q-value, then by order); q=0 left out. */
export function acceptedLanguages(header: string | readonly string[] | undefined): string[] {
  const value = Array.isArray(header) ? header.join(',') : ((header as string | undefined) ?? '');
  return value
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => /^q=/i.test(p));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((range) => range.tag !== '' && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((range) => range.tag);
}

/** A person's language: their `preference` (users.language), else the first of ours Accept-Language names, else English. */
export function languageFor(
  preference: string | null | undefined,
  acceptLanguage?: string | readonly string[] | undefined,
): Language {
  return chooseLanguage([preference, ...acceptedLanguages(acceptLanguage)]);
}
