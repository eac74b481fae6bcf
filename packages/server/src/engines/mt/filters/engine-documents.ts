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
    let converted: string;
    if (isLegacyOfficeFormat(input.format)) converted = await convertLegacyOffice(source, LEGACY_OFFICE_FORMATS[input.format], work, input.signal);
    else {
      converted = path.join(work, 'from-pdf.docx');
      await pdfToDocx(source, converted, work, input.signal);
    }
    await translateDocumentBySegments({ ...job, input: converted, format: outputFormat }, counted.translate);
    return { outputFormat, characters: counted.characters() };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
