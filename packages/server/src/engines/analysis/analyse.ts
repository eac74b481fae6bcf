// Analysis of stored files for automatic quotes and the live estimate: the same code serves the quoting job and
// POST /autoQuotes/actions/estimate, so the estimate a visitor sees while uploading is the price they are quoted.
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore } from '../../storage/object-store.ts';
import { analysableFormatOf, extractText, ExtractionError } from './extract-text.ts';
import { countWords, pagesForWords } from './page-count.ts';

export interface FileToAnalyse {
  fileName: string;
  fileKey: string;
}

export interface FileAnalysis {
  fileName: string;
  /** 0 when not analysable. */
  words: number;
  pages: number;
  analysable: boolean;
  /** Why it could not be analysed (unsupported format, extraction failure, no text); for staff and logs. */
  problem?: string;
}

export interface DocumentsAnalysis {
  files: FileAnalysis[];
  /** Sum of the pages of analysable files. */
  documentPages: number;
  /** True when every file was analysed: only then may a quote be priced automatically. */
  complete: boolean;
}

/** Words and pages of one stored file. Never throws for a bad document: it is reported as not analysable. */
export async function analyseStoredFile(store: ObjectStore, file: FileToAnalyse): Promise<FileAnalysis> {
  const format = analysableFormatOf(file.fileName);
  const notAnalysable = (problem: string): FileAnalysis => ({ fileName: file.fileName, words: 0, pages: 0, analysable: false, problem });
  if (!format) return notAnalysable('unsupported file type');
  const work = await mkdtemp(path.join(tmpdir(), 'lingua-analysis-'));
  try {
    const local = path.join(work, `document.${format}`);
    await pipeline(await store.openReadStream(file.fileKey), createWriteStream(local));
    const text = await extractText(local, format, (f) => readFile(f));
    const words = countWords(text);
    // A document with no readable words (a scanned PDF, an image-only slide deck) needs a person: OCR or a
    // manual count.
    if (words === 0) return notAnalysable('no readable text');
    return { fileName: file.fileName, words, pages: pagesForWords(words), analysable: true };
  } catch (err) {
    if (err instanceof ExtractionError) return notAnalysable(err.message);
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Analyses the files one after another (bounded memory and CPU on a shared worker). */
export async function analyseStoredFiles(store: ObjectStore, files: readonly FileToAnalyse[]): Promise<DocumentsAnalysis> {
  const results: FileAnalysis[] = [];
  for (const f of files) results.push(await analyseStoredFile(store, f));
  return {
    files: results,
    documentPages: results.reduce((n, f) => n + f.pages, 0),
    complete: results.length > 0 && results.every((f) => f.analysable),
  };
}
