// The staff dashboards' English catalogue in the shape of its translations (decision 189): what the catalogue test
// compares de.ts … ar.ts with. Only tests import it; texts.ts registers the English texts.
import type { Catalogue } from '@lingua/core';
import { dashboardsTextsEn } from '../texts.ts';

export default { dashboards: dashboardsTextsEn } satisfies Catalogue;
