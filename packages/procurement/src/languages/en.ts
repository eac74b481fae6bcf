// The procurement area's English catalogue in the shape of its translations (decision 189): what the catalogue
// test compares de.ts … ar.ts with. Only tests import it; the page registers it with registerProcurementTexts().
import type { Catalogue } from '@lingua/core';
import { procurementTextsEn } from '../texts.ts';

export default { coupa: procurementTextsEn } satisfies Catalogue;
