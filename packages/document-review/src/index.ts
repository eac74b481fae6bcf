// Public exports of @lingua/document-review (explicit, no export *).
import './texts/document-review-texts.ts';

export { documentReviewTextsEn } from './texts/document-review-texts.ts';
