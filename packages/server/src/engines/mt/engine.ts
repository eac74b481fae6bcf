// Routes and job workers see only this interface, so the engine (Apertium by default, a cloud one by configuration)
// can change. Language codes crossing it are portal ids ('enu'); each engine maps them from the language table.
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

/** One row of the language table as engines need it (db/schema/reference.ts `languages`). */
export interface EngineLanguage {
  /** Portal language id, e.g. 'enu'. */
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
  /** What the term becomes; ignored when doNotTranslate. */
  target: string;
  doNotTranslate: boolean;
  caseSensitive: boolean;
}

/**
 * The client's terms from a source language into the request's target (empty when it has none). A function,
 * because a text whose source is detected only learns its source inside the engine chain.
 */
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
  /** Portal language id; detected from the text when absent. */
  source?: string | undefined;
  target: string;
  signal?: AbortSignal | undefined;
  /** The client's glossary; the chain applies it (decision 134). */
  glossary?: GlossaryLookup | undefined;
  /** Set by the chain for an engine that applies a glossary itself (`nativeGlossary`): the terms found. */
  glossaryMatches?: readonly GlossaryMatch[] | undefined;
}

export interface TranslateTextResult {
  translatedText: string;
  /** Portal language id, set when the source was detected rather than given. */
  detectedLanguage?: string;
  /** The engine that translated (its MT_ENGINE name); the chain sets it, so adapters may leave it out. */
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
  /** A file path, or a stream the translated document is written to (not ended on failure). */
  output: string | Writable;
  signal?: AbortSignal | undefined;
  /** The client's glossary; with terms for the source, the chain translates through the segment filters (decision 149). */
  glossary?: GlossaryLookup | undefined;
}

export interface TranslateDocumentResult {
  /** Format actually written: the input's, except `pdf` (→ `docx`) and the legacy Office formats (→ OOXML). */
  outputFormat: OutputFormat;
  /** The engine that translated (its MT_ENGINE name); the chain sets it, so adapters may leave it out. */
  engine?: string;
  /** Characters of the document's text the engine translated, for the metrics (0 or absent when not known). */
  characters?: number;
  /** How many glossary terms the chain wrote into the document (decision 134). */
  glossaryTerms?: number;
  /** How many words the engine did not know (Apertium's `*`, decision 143); absent when the engine cannot tell. */
  unsureWords?: number;
}

/** Which language a text looks like, and how sure the engine is (decision 144). */
export interface LanguageDetection {
  /** Portal language id of the best candidate. */
  language: string;
  /** 0..1: the best candidate's score. */
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
  /** Configuration name, e.g. 'apertium', 'deepl'. */
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
  /** Stops worker processes and pending work; further calls reject with ENGINE_CLOSED. */
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

/** Engine failures carry a code so routes can map them to the spec's error body and status. */
export class MtError extends Error {
  readonly code: MtErrorCode;
  constructor(code: MtErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MtError';
    this.code = code;
  }
}

/** Output format for a document format: a PDF's text comes back as a Word document, a .doc as a .docx. */
export function outputFormatOf(format: DocumentFormat): OutputFormat {
  if (format === 'pdf') return 'docx';
  return isLegacyOfficeFormat(format) ? LEGACY_OFFICE_FORMATS[format] : format;
}


/** Undefined for formats no engine here translates; whether the engine in use accepts it is its `documentFormats()`. */
export function documentFormatOf(fileName: string): DocumentFormat | undefined {
  return documentFormatOfName(fileName);
}
