// The document editor's English catalogue in the shape of its translations (decision 189): what the catalogue test
// compares de.ts … ar.ts with. Only tests import it.
import type { Catalogue } from '@lingua/core';
import { documentChecksTextsEn } from '../document-checks-texts.ts';
import { documentReviewTextsEn } from '../document-review-texts.ts';

export default {
  documentReview: documentReviewTextsEn,
  documentChecks: documentChecksTextsEn,
} satisfies Catalogue;
