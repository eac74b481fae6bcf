// The document editor's English texts (spec 1 §1: English only, from a catalogue): a translated document reviewed
// and fixed in the browser (decisions 173 and 174).
import { registerTexts } from '@lingua/core';

export const documentReviewTextsEn = {
  title: 'Review and edit',
};

registerTexts('documentReview', documentReviewTextsEn);
