// Office packages (docx, pptx, xlsx, odt ...) are zip files: the engines read the parts holding text, write
// them translated, and copy every other part across unchanged, in the original order and with each part's
// own compression (ODF requires `mimetype` first and stored).
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { MtError } from './engine.ts';

/** Zip packages need random access, so a streamed input is first written to a temp file. */
export async function spool(input: string | Readable, work: string, name: string): Promise<string> {
  if (typeof input === 'string') return path.resolve(input);
  const file = path.join(work, name);
  await pipeline(input, createWriteStream(file));
  return file;
}

export async function openZip(file: string, format: string): Promise<yauzl.ZipFile> {
  try {
    return await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  } catch (err) {
    throw new MtError('INVALID_DOCUMENT', `Not a valid ${format} file: ${(err as Error).message}`, { cause: err });
  }
}

export async function zipEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  const entries: yauzl.Entry[] = [];
  for await (const entry of zip.eachEntry()) entries.push(entry);
  return entries;
}

export async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return readAll(await zip.openReadStreamPromise(entry));
}

/** A part's new content: a file holding it or its bytes. */
export type Replacement = { file: string } | { data: Buffer };

/**
 * Writes the package again to `output` (left open): replaced parts from `replacement`, the rest streamed
 * from `zip`, parts `drops` names left out.
 */
export async function writePackage(
  zip: yauzl.ZipFile,
  entries: readonly yauzl.Entry[],
  output: Writable,
  replacement: (name: string) => Replacement | undefined,
  drops?: (name: string) => boolean,
): Promise<void> {
  const writer = new yazl.ZipFile();
  const written = pipeline(writer.outputStream as unknown as Readable, output, { end: false });
  for (const entry of entries) {
    const name = entry.fileName;
    if (drops?.(name)) continue;
    const mtime = entry.getLastModDate();
    if (name.endsWith('/')) {
      writer.addEmptyDirectory(name, { mtime });
      continue;
    }
    const compress = entry.compressionMethod !== 0;
    const done = replacement(name);
    if (done && 'file' in done) writer.addFile(done.file, name, { mtime, compress });
    else if (done) writer.addBuffer(done.data, name, { mtime, compress });
    else
      writer.addReadStreamLazy(name, { mtime, compress, size: entry.uncompressedSize }, (cb) => {
        zip.openReadStream(entry, (err, stream) => cb(err, stream));
      });
  }
  writer.end();
  await written;
}
