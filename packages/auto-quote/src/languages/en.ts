// The automatic quote review's English catalogue in the shape of its translations (decision 189): what the
// catalogue test compares de.ts … ar.ts with. Only tests import it.
import type { Catalogue } from '@lingua/core';
import { autoQuoteTextsEn } from '../texts.ts';

export default { autoQuote: autoQuoteTextsEn } satisfies Catalogue;
