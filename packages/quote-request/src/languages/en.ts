// The quote request's English catalogue in the shape of its translations (decision 189): what the catalogue test
// compares de.ts … ar.ts with. Only tests import it; the page registers it with registerCreateProjectTexts().
import type { Catalogue } from '@lingua/core';
import { createProjectTextsEn } from '../texts.ts';

export default { createProject: createProjectTextsEn } satisfies Catalogue;
