// The language assets' English catalogue in the shape of its translations (decision 189): what the catalogue test
// compares de.ts … ar.ts with. Only tests import it; language-assets-texts.ts registers the English texts.
import type { Catalogue } from '@lingua/core';
import { languageAssetsTextsEn } from '../language-assets-texts.ts';

export default { languageAssets: languageAssetsTextsEn } satisfies Catalogue;
