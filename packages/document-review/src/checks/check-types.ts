// The shapes the editor and the checks agree on: a segment as the checks read it, what they know of the company
// (its glossary, its ignore list, the warnings people dismissed) and what they find.
import type { DOCUMENT_CHECK_NAMES, DocumentSegmentStyle } from '@lingua/contract';

/** The checks by name, as the server keeps a dismissal (decision 181). */
export type CheckName = (typeof DOCUMENT_CHECK_NAMES)[number];

export interface CheckSegment {
  position: number;
  /** Null where the translation is reviewed alone (decision 173's pairing rules). */
  source: string | null;
  target: string;
  /** The tags the target must keep, as the server lists them. */
  tags: string;
  style: DocumentSegmentStyle;
}

export interface CheckTerm {
  source: string;
  target: string;
  /** A term the company never wants in a translation. */
  forbidden?: boolean;
  caseSensitive?: boolean;
}

export interface CheckContext {
  sourceLanguage: string | null;
  targetLanguage: string;
  glossary: readonly CheckTerm[];
  /** Texts the company allows to stay as in the source (names, codes). */
  ignoreIdentical: readonly string[];
  /** Dismissed warnings, as `dismissalKey` writes them. */
  dismissed: ReadonlySet<string>;
}

export interface CheckFinding {
  position: number;
  check: CheckName;
  /** An error blocks confirming; a warning never does. */
  severity: 'error' | 'warning';
  /** Catalogue key under `documentChecks.*`. */
  text: string;
  params?: Record<string, string | number>;
  /** The target with the fix applied, where one click can fix it. */
  fix?: string;
  /** The positions of one consistency group (same source, different targets). */
  group?: readonly number[];
}

export function dismissalKey(position: number, check: CheckName): string {
  return `${position}:${check}`;
}
