// Apertium's format processors as `apertium -f` uses them, without its shell: text parts one at a time, PDFs to .docx.
import { spawnTethered } from '../../../lib/tethered.ts';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { LEGACY_OFFICE_FORMATS, MtError, outputFormatOf, type DocumentFormat, type TranslateDocumentResult } from '../engine.ts';
import { documentCharacters } from '../filters/count-characters.ts';
import { convertLegacyOffice } from '../libreoffice.ts';
import type { PipelineCommand } from './modes.ts';
import { runChain } from './process-chain.ts';
import { openZip, spool, writePackage, zipEntries } from '../zip-package.ts';

// Shared with the other engines, which import it from here.
export { spool } from '../zip-package.ts';

export interface DocumentJob {
  input: string | Readable;
  format: DocumentFormat;
  output: string | Writable;
  translation: readonly PipelineCommand[];
  signal?: AbortSignal | undefined;
}

const cmd = (command: string, ...args: string[]): PipelineCommand => ({ command, args });

interface ZipFormat {
  selects: (entryName: string) => boolean;
  deformat: (file: string) => PipelineCommand[];
  reformat: PipelineCommand;
  drops?: (entryName: string) => boolean;
}

const ZIP_FORMATS: Record<'docx' | 'pptx' | 'xlsx' | 'odt', ZipFormat> = {
  docx: {
    selects: (n) => n.endsWith('.xml') && !/(settings|theme|styles|font|rels|docProps|Content_Types)/i.test(n),
    // adapt-docx moves run boundaries out of words so the translation is not cut at every formatting run.
    deformat: (file) => [cmd('apertium-adapt-docx', '-f', file), cmd('apertium-deswxml')],
    reformat: cmd('apertium-rewxml'),
  },
  pptx: {
    selects: (n) => /(^|\/)slides\/slide[^/]*\.xml$/.test(n),
    deformat: (file) => [cmd('apertium-despptx', file)],
    reformat: cmd('apertium-repptx'),
  },
  xlsx: {
    selects: (n) => /(^|\/)sharedStrings\.xml$/.test(n),
    deformat: (file) => [cmd('apertium-desxlsx', file)],
    reformat: cmd('apertium-rexlsx'),
  },
  odt: {
    selects: (n) => n === 'content.xml' || n === 'styles.xml',
    deformat: (file) => [cmd('apertium-desodt', file)],
    reformat: cmd('apertium-reodt'),
    // Cached pictures of embedded objects would show the untranslated text; office suites rebuild them.
    drops: (n) => n.startsWith('ObjectReplacements/'),
  },
};

export async function translateDocumentWithApertium(job: DocumentJob): Promise<TranslateDocumentResult> {
  const work = await mkdtemp(path.join(tmpdir(), 'lingua-mt-'));
  const outputPath = typeof job.output === 'string' ? job.output : undefined;
  try {
    const output = outputPath ? createWriteStream(outputPath) : job.output as Writable;
    let characters: number;
    try {
      characters = await translateInto(job, output, work);
    } finally {
      if (outputPath) {
        output.end();
        await finished(output).catch(() => undefined);
      }
    }
    return { outputFormat: outputFormatOf(job.format), characters };
  } catch (err) {
    if (outputPath) await unlink(outputPath).catch(() => undefined);
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function translateInto(job: DocumentJob, output: Writable, work: string): Promise<number> {
  switch (job.format) {
    case 'txt':
    case 'html': {
      const tool = job.format === 'txt' ? 'txt' : 'html';
      // Spooled, so its characters can be counted before it goes through; absolute, so a file name can never
      // be read as an option.
      const source = await spool(job.input, work, `source.${job.format}`);
      const characters = await documentCharacters(source, job.format, job.signal);
      await runChain([cmd(`apertium-des${tool}`, source), ...job.translation, cmd(`apertium-re${tool}`)], { output, signal: job.signal });
      return characters;
    }
    case 'docx':
    case 'pptx':
    case 'xlsx':
    case 'odt':
      return translateCounted(await spool(job.input, work, `source.${job.format}`), job.format, output, job, work);
    case 'pdf': {
      const source = await spool(job.input, work, 'source.pdf');
      const docx = path.join(work, 'from-pdf.docx');
      await pdfToDocx(source, docx, work, job.signal);
      return translateCounted(docx, 'docx', output, job, work);
    }
    case 'doc':
    case 'ppt':
    case 'xls':
    case 'rtf': {
      const source = await spool(job.input, work, `source.${job.format}`);
      const to = LEGACY_OFFICE_FORMATS[job.format];
      return translateCounted(await convertLegacyOffice(source, to, work, job.signal), to, output, job, work);
    }
    default:
      throw new MtError('UNSUPPORTED_FORMAT', `Unsupported document format: ${String(job.format)}`);
  }
}

async function translateCounted(file: string, format: keyof typeof ZIP_FORMATS, output: Writable, job: DocumentJob, work: string): Promise<number> {
  const characters = await documentCharacters(file, format, job.signal);
  await translateZip(file, format, output, job.translation, work, job.signal);
  return characters;
}

async function translateZip(
  file: string,
  format: keyof typeof ZIP_FORMATS,
  output: Writable,
  translation: readonly PipelineCommand[],
  work: string,
  signal: AbortSignal | undefined,
): Promise<void> {
  const spec = ZIP_FORMATS[format];
  const zip = await openZip(file, format);
  try {
    const entries = await zipEntries(zip);
    if (!entries.some((e) => spec.selects(e.fileName))) {
      throw new MtError('INVALID_DOCUMENT', `No ${format} text parts found in the document`);
    }
    const translated = new Map<string, string>();
    for (const [i, entry] of entries.entries()) {
      if (signal?.aborted) throw new MtError('ABORTED', 'Translation aborted');
      const name = entry.fileName;
      if (name.endsWith('/') || spec.drops?.(name)) continue;
      const embeddedXlsx = format !== 'xlsx' && name.toLowerCase().endsWith('.xlsx');
      if (!spec.selects(name) && !embeddedXlsx) continue;
      const part = path.join(work, `part-${i}${path.extname(name)}`);
      await pipeline(await zip.openReadStreamPromise(entry), createWriteStream(part));
      const out = `${part}.out`;
      if (embeddedXlsx) {
        // Charts embed their data as a workbook; the script translates those too.
        const sink = createWriteStream(out);
        await translateZip(part, 'xlsx', sink, translation, work, signal).catch(async (err: unknown) => {
          // An embedded workbook with no shared strings (numbers only) is kept as it is.
          if (err instanceof MtError && err.code === 'INVALID_DOCUMENT') await pipeline(createReadStream(part), createWriteStream(out));
          else throw err;
        });
        sink.end();
        await finished(sink);
      } else {
        const sink = createWriteStream(out);
        await runChain([...spec.deformat(part), ...translation, spec.reformat], { output: sink, signal });
        sink.end();
        await finished(sink);
        // The format processors parse the part as XML and print nothing when it is not well formed.
        if ((await stat(out)).size === 0) throw new MtError('INVALID_DOCUMENT', `${name} is not well-formed XML`);
      }
      translated.set(name, out);
    }
    await writePackage(zip, entries, output, (name) => (translated.has(name) ? { file: translated.get(name)! } : undefined), spec.drops);
  } finally {
    zip.close();
  }
}

const xmlEscape = (s: string): string =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)
    // Control characters other than tab/newline are not allowed in XML 1.0.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** One paragraph per pdftotext block: a block's lines are joined, as PDF lines are layout, not sentences. */
export async function pdfToDocx(pdf: string, docx: string, work: string, signal: AbortSignal | undefined): Promise<void> {
  const documentXml = path.join(work, 'document.xml');
  const sink = createWriteStream(documentXml);
  sink.write(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
  );
  const child = spawnTethered('pdftotext', ['-enc', 'UTF-8', '-eol', 'unix', pdf, '-'], { stdio: ['ignore', 'pipe', 'pipe'], signal });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d: string) => (stderr += d));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', (err) => reject(new MtError('ENGINE_FAILURE', `pdftotext: ${err.message}`, { cause: err })));
    child.on('close', (code) => resolve(code));
  });
  let paragraph: string[] = [];
  let paragraphs = 0;
  // Returns false when the file stream is full, so a long PDF is written at disk speed, not buffered.
  const flush = (): boolean => {
    const text = paragraph.join(' ').replace(/\s+/g, ' ').trim();
    paragraph = [];
    if (!text) return true;
    paragraphs++;
    return sink.write(`<w:p><w:r><w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r></w:p>`);
  };
  for await (const rawLine of createInterface({ input: child.stdout, crlfDelay: Infinity })) {
    let room = true;
    for (const [i, line] of rawLine.split('\f').entries()) {
      if (i > 0 || line.trim() === '') room = flush() && room;
      if (line.trim() !== '') paragraph.push(line);
    }
    if (!room) await once(sink, 'drain');
  }
  flush();
  const code = await exited;
  if (code !== 0) {
    sink.destroy();
    throw new MtError('INVALID_DOCUMENT', `Not a readable PDF: ${stderr.trim().slice(-300) || `pdftotext exit code ${code}`}`);
  }
  // An empty body is still a valid document; Word wants at least one paragraph.
  if (paragraphs === 0) sink.write('<w:p/>');
  sink.end('<w:sectPr/></w:body></w:document>');
  await finished(sink);
  await writeDocxPackage(documentXml, docx);
}

async function writeDocxPackage(documentXml: string, docx: string): Promise<void> {
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream as unknown as Readable, createWriteStream(docx));
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    ),
    '[Content_Types].xml',
  );
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    ),
    '_rels/.rels',
  );
  zip.addFile(documentXml, 'word/document.xml');
  zip.end();
  await written;
}
