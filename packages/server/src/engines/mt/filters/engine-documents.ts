// Documents for an engine that translates text only (the chat model): the formats the filters write, plus
// PDFs and the legacy Office formats converted first the way every engine here converts them — a PDF's text
// into a Word document (as Apertium and Azure do), a .doc/.ppt/.xls/.rtf by LibreOffice into its OOXML
// successor (decision 017) — so a document behaves alike whichever engine translates it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pdfToDocx } from '../apertium/documents.ts';
import {
  isLegacyOfficeFormat,
  LEGACY_OFFICE_FORMATS,
  MtError,
  outputFormatOf,
  type DocumentFormat,
  type OutputFormat,
  type TranslateDocumentInput,
  type TranslateDocumentResult,
} from '../engine.ts';
import { convertLegacyOffice, onPath, SOFFICE } from '../libreoffice.ts';
import { spool } from '../zip-package.ts';
import { countingSegments } from './count-characters.ts';
import { translateDocumentBySegments } from './translate-document.ts';
import type { TranslateSegments } from './translate-segments.ts';

/** The document formats an engine that translates through the filters accepts. */
export function filteredDocumentFormats(): readonly DocumentFormat[] {
  return ['txt', 'html', 'docx', 'pptx', 'xlsx', 'odt', 'pdf', ...(onPath(SOFFICE) ? (['doc', 'ppt', 'xls', 'rtf'] as const) : [])];
}

export async function translateDocumentWithFilters(input: TranslateDocumentInput, translateSegments: TranslateSegments): Promise<TranslateDocumentResult> {
  if (!filteredDocumentFormats().includes(input.format)) {
    throw new MtError('UNSUPPORTED_FORMAT', `Documents in ${input.format} format cannot be translated by this engine`);
  }
  const outputFormat = outputFormatOf(input.format);
  const job = { output: input.output, signal: input.signal };
  const counted = countingSegments(translateSegments);
  if (input.format === outputFormat) {
    await translateDocumentBySegments({ ...job, input: input.input, format: outputFormat }, counted.translate);
    return { outputFormat, characters: counted.characters() };
  }
  const work = await mkdtemp(path.join(tmpdir(), 'lingua-filter-convert-'));
  try {
    const source = await spool(input.input, work, `source.${input.format}`);
    const converted = await asFilterDocument(source, input.format, work, input.signal);
    await translateDocumentBySegments({ ...job, input: converted.file, format: converted.format }, counted.translate);
    return { outputFormat, characters: counted.characters() };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * A document as the filters read it: a PDF as the Word file its text is translated through, a legacy Office file
 * as its OOXML successor (written into `work`), any other as it is.
 */
export async function asFilterDocument(file: string, format: DocumentFormat, work: string, signal: AbortSignal | undefined): Promise<{ file: string; format: OutputFormat }> {
  if (isLegacyOfficeFormat(format)) return { file: await convertLegacyOffice(file, LEGACY_OFFICE_FORMATS[format], work, signal), format: outputFormatOf(format) };
  if (format !== 'pdf') return { file, format: outputFormatOf(format) };
  const converted = path.join(work, `${path.parse(file).name}-from-pdf.docx`);
  await pdfToDocx(file, converted, work, signal);
  return { file: converted, format: 'docx' };
}
