// Routes and workers see only this interface, so the engine can change; language codes crossing it are portal ids.
import type { Readable, Writable } from 'node:stream';
import { documentFormatOfName, type DocumentFormat } from '@lingua/contract';

export type OutputFormat = 'txt' | 'html' | 'docx' | 'pptx' | 'xlsx' | 'odt';

/** No engine reads these: LibreOffice converts them to OOXML first, the translation's format too (decision 017). */
export type LegacyOfficeFormat = 'doc' | 'ppt' | 'xls' | 'rtf';

export type { DocumentFormat };

export const DOCUMENT_FORMATS: readonly DocumentFormat[] = ['txt', 'html', 'docx', 'pptx', 'xlsx', 'odt', 'pdf', 'doc', 'ppt', 'xls', 'rtf'];

export const LEGACY_OFFICE_FORMATS: Readonly<Record<LegacyOfficeFormat, 'docx' | 'pptx' | 'xlsx'>> = {
  doc: 'docx',
  ppt: 'pptx',
  xls: 'xlsx',
  rtf: 'docx',
};

export function isLegacyOfficeFormat(format: DocumentFormat): format is LegacyOfficeFormat {
  return Object.hasOwn(LEGACY_OFFICE_FORMATS, format);
}

export interface EngineLanguage {
  id: string;
  /** ISO 639-3 code Apertium's modes use, e.g. 'eng'; null when no Apertium data covers it. */
  apertiumCode?: string | null;
  /** BCP-47 code of the cloud engines (Azure, DeepL), e.g. 'en', 'pt-PT'. */
  azureId?: string | null;
  /** English name from the language table, e.g. 'Portuguese (Brazil)'; the chat engine names languages by it. */
  name?: string | null;
  isDisabled?: boolean;
}

/** One entry of a client's glossary as engines apply it (decision 134). */
export interface GlossaryTerm {
  source: string;
  target: string;
  doNotTranslate: boolean;
  caseSensitive: boolean;
}

/** A function because a detected source is learnt only inside the engine chain. */
export type GlossaryLookup = ((source: string) => readonly GlossaryTerm[]) & {
  /** Whose terms these are ('client-12'): an engine that keeps glossaries itself (DeepL) replaces the owner's old one. */
  readonly owner?: string;
};

export interface GlossaryMatch {
  start: number;
  end: number;
  target: string;
}

export interface TranslateTextInput {
  text: string;
  source?: string | undefined;
  target: string;
  signal?: AbortSignal | undefined;
  glossary?: GlossaryLookup | undefined;
  /** Set by the chain for an engine that applies a glossary itself (`nativeGlossary`): the terms found. */
  glossaryMatches?: readonly GlossaryMatch[] | undefined;
}

export interface TranslateTextResult {
  translatedText: string;
  detectedLanguage?: string;
  engine?: string;
  /** Where glossary terms were written in translatedText (offsets), set by the chain when a glossary applied. */
  glossaryTerms?: Array<{ start: number; end: number }>;
  /** Words Apertium marked as unknown, untransferred or ungenerated; a document counts only `unknown` (`*`) ones. */
  unsureWords?: Array<{ start: number; end: number; unknown?: true }>;
}

export interface TranslateDocumentInput {
  input: string | Readable;
  format: DocumentFormat;
  source: string;
  target: string;
  output: string | Writable;
  signal?: AbortSignal | undefined;
  /** The client's glossary; with terms for the source, the chain translates through the segment filters (decision 149). */
  glossary?: GlossaryLookup | undefined;
}

export interface TranslateDocumentResult {
  /** Format actually written: the input's, except `pdf` (→ `docx`) and the legacy Office formats (→ OOXML). */
  outputFormat: OutputFormat;
  engine?: string;
  characters?: number;
  glossaryTerms?: number;
  /** How many words the engine did not know (Apertium's `*`, decision 143); absent when the engine cannot tell. */
  unsureWords?: number;
}

/** Which language a text looks like, and how sure the engine is (decision 144). */
export interface LanguageDetection {
  language: string;
  confidence: number;
  /** Every candidate's score, best first (a chosen source is compared with the best by these). */
  scores: Array<{ language: string; score: number }>;
}

export interface LanguagePair {
  source: string;
  target: string;
  /** Portal ids of the languages the text passes through when the engine has no direct pair. */
  via: string[];
}

export interface MtEngine {
  readonly name: string;
  translateText(input: TranslateTextInput): Promise<TranslateTextResult>;
  translateDocument(input: TranslateDocumentInput): Promise<TranslateDocumentResult>;
  /** What the configured engine really serves for the portal's languages (pivots included). */
  languagePairs(): Promise<LanguagePair[]>;
  documentFormats(): readonly DocumentFormat[];
  /** True (Azure's dynamic dictionary): the chain passes `glossaryMatches`; otherwise it protects the terms itself. */
  nativeGlossary?(source: string, target: string): boolean;
  /** Which of the languages translatable into `target` the text looks like; undefined when it cannot tell. */
  detectLanguage?(text: string, target: string): Promise<LanguageDetection | undefined>;
  close(): Promise<void>;
}

export type MtErrorCode =
  | 'UNSUPPORTED_LANGUAGE_PAIR'
  | 'UNSUPPORTED_LANGUAGE'
  | 'LANGUAGE_NOT_DETECTED'
  | 'UNSUPPORTED_FORMAT'
  | 'INVALID_DOCUMENT'
  | 'ENGINE_TIMEOUT'
  | 'ENGINE_FAILURE'
  | 'ENGINE_CLOSED'
  /** The service's plan has no characters left (DeepL's 456). */
  | 'ENGINE_QUOTA_EXCEEDED'
  /** The service refused the configured key (401/403). */
  | 'ENGINE_UNAUTHORIZED'
  | 'ABORTED';

export class MtError extends Error {
  readonly code: MtErrorCode;
  constructor(code: MtErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MtError';
    this.code = code;
  }
}

export function outputFormatOf(format: DocumentFormat): OutputFormat {
  if (format === 'pdf') return 'docx';
  return isLegacyOfficeFormat(format) ? LEGACY_OFFICE_FORMATS[format] : format;
}

/** Undefined for formats no engine here translates; whether the engine in use accepts it is its `documentFormats()`. */
export function documentFormatOf(fileName: string): DocumentFormat | undefined {
  return documentFormatOfName(fileName);
}
