// The integrations' English catalogue in the shape of its translations (decision 189): what the catalogue test
// compares de.ts … ar.ts with. Only tests import it; integrations-texts.ts registers the English texts.
import type { Catalogue } from '@lingua/core';
import { integrationsTextsEn } from '../integrations-texts.ts';

export default { integrations: integrationsTextsEn } satisfies Catalogue;
