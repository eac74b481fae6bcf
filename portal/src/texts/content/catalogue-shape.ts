// The shape every language's content texts take (content/languages/<code>.ts): apart from the module that loads
// them (register-content-texts.ts), so a catalogue and its loader do not import each other.
import type { Catalogue } from '@lingua/core';
import { contentTexts } from '../content-texts.ts';
import { toResources } from '../register-portal-texts.ts';

/** The English content texts' shape with a text in every leaf: a translation keeps every list's length. */
type Translated<T> = T extends string ? string : { readonly [K in keyof T]: Translated<T[K]> };
export type ContentTexts = Translated<typeof contentTexts>;

/** One language's content texts as the catalogue holds them: lists as index-keyed records, as in English. */
export const contentCatalogue = (texts: ContentTexts): Catalogue => ({
  portal: { content: toResources(texts) },
});
