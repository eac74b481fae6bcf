// The reports area's English catalogue in the shape of its translations (decision 189): what the catalogue test
// compares de.ts … ar.ts with. Only tests import it; the page registers it with registerReportsTexts().
import type { Catalogue } from '@lingua/core';
import { reportsTextsEn } from '../texts.ts';

export default { reports: reportsTextsEn } satisfies Catalogue;
