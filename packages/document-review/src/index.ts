// Public exports of @lingua/document-review (explicit, no export *).
import './texts/document-review-texts.ts';

export { documentReviewTextsEn } from './texts/document-review-texts.ts';
export { DocumentReview, type DocumentReviewProps } from './document-review.tsx';
export { documentReviewPath } from './review-path.ts';
