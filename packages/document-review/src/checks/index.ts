// Public exports of the document editor's quality checks (explicit, no export *).
import '../texts/document-checks-texts.ts';

export type { CheckContext, CheckFinding, CheckName, CheckSegment, CheckTerm } from './check-types.ts';
export { dismissalKey } from './check-types.ts';
export { documentChecksTextsEn } from '../texts/document-checks-texts.ts';
