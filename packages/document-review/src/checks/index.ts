// Public exports of the document editor's quality checks (explicit, no export *).
import '../texts/document-checks-texts.ts';

export type { CheckContext, CheckFinding, CheckName, CheckSegment, CheckTerm } from './check-types.ts';
export { dismissalKey } from './check-types.ts';
export { checkDocument, checkSegment, consistencyFindings } from './document-checks.ts';
export { createDocumentChecker, type DocumentChecker } from './checker.ts';
export { punctuationRules, type PunctuationRules } from './punctuation.ts';
export { documentChecksTextsEn } from '../texts/document-checks-texts.ts';
