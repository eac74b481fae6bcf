// The term finder lives in the contract, shared with the document editor's glossary check (decision 180).
import type { TermMatch as ContractTermMatch } from '@lingua/contract';
import type { GlossaryTerm } from '../engine.ts';

export { findTerms } from '@lingua/contract';
export type TermMatch = ContractTermMatch<GlossaryTerm>;
