// The project's own document filters (decision 129): for an engine that translates
// text only (a chat model), a document's text goes out as segments — inline formatting as placeholders —
// and the translations come back into the same document; styles, pictures, relationships and every part
// without text are copied unchanged.
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { finished } from 'node:stream/promises';
import { MtError } from '../engine.ts';
import { translatePackage } from './package.ts';
import { translateHtml, translatePlainText } from './text-documents.ts';
import type { TranslateSegments, TranslationCounts } from './translate-segments.ts';

/** Formats the filters read and write; ODF spreadsheets and presentations beyond the product's upload list. */
export type FilterFormat = 'txt' | 'html' | 'docx' | 'pptx' | 'xlsx' | 'odt' | 'ods' | 'odp';

export const FILTER_FORMATS: readonly FilterFormat[] = ['txt', 'html', 'docx', 'pptx', 'xlsx', 'odt', 'ods', 'odp'];

export const isFilterFormat = (format: string): format is FilterFormat => (FILTER_FORMATS as readonly string[]).includes(format);

export interface SegmentDocumentJob {
  /** A file path, or a stream of the document's bytes. */
  input: string | Readable;
  format: FilterFormat;
  /** A file path (removed on failure), or a stream the document is written to (not ended on failure). */
  output: string | Writable;
  signal?: AbortSignal | undefined;
}

export async function translateDocumentBySegments(job: SegmentDocumentJob, translateSegments: TranslateSegments): Promise<TranslationCounts> {
  if (!isFilterFormat(job.format)) throw new MtError('UNSUPPORTED_FORMAT', `Unsupported document format: ${String(job.format)}`);
  const work = await mkdtemp(path.join(tmpdir(), 'lingua-filter-'));
  const outputPath = typeof job.output === 'string' ? job.output : undefined;
  try {
    const output = outputPath ? createWriteStream(outputPath) : (job.output as Writable);
    try {
      return await translateInto(job, output, translateSegments, work);
    } finally {
      if (outputPath) {
        output.end();
        await finished(output).catch(() => undefined);
      }
    }
  } catch (err) {
    if (outputPath) await unlink(outputPath).catch(() => undefined);
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function translateInto(job: SegmentDocumentJob, output: Writable, translate: TranslateSegments, work: string): Promise<TranslationCounts> {
  if (job.format !== 'txt' && job.format !== 'html') return translatePackage(job.input, job.format, output, translate, work, job.signal);
  const data = typeof job.input === 'string' ? await readFile(job.input) : await readAll(job.input);
  const { bytes, counts } = job.format === 'txt' ? await translatePlainText(data, translate, job.signal) : await translateHtml(data, translate, job.signal);
  await new Promise<void>((resolve, reject) => output.write(bytes, (err) => (err ? reject(err) : resolve())));
  return counts;
}
