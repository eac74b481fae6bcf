// Section 2 of the machine-translation engine figures (decision 129): the document filters'
// round trip. A generated corpus of DOCX, PPTX, XLSX, ODT, ODS, ODP, HTML and plain-text files (tables, lists,
// headers and footers, footnotes, hyperlinks, bold and italic runs inside sentences, slide notes, repeated
// workbook strings, markup characters, Greek, Arabic and Japanese) goes through the filters with an identity
// "translation"; each result's XML parts are compared with the source's after normalising (`xml:space`, quote
// escaping, runs of the same formatting merged). Goal: 100 % of files identical. Then the throughput through
// the filters alone (reading, segmenting, checking placeholders, writing the package; no engine), in documents
// and standard pages (250 words, the quote rule of decision 014) per second.
//
//   node tests/bench/mt-engine-filters.ts [--documents 10] [--sections 20]     (also run by mt-engines.ts)
//
// Half the documents have one copy of the corpus body (about a page), half `sections` copies.
import os from 'node:os';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { countWords, extractText, type AnalysableFormat } from '../../packages/server/src/engines/analysis/index.ts';
import { translateDocumentBySegments } from '../../packages/server/src/engines/mt/filters/index.ts';
import { corpusDocument, normalisedParts, type CorpusFormat } from '../../packages/server/src/engines/mt/filters/test-corpus.ts';

const FORMATS: CorpusFormat[] = ['docx', 'pptx', 'xlsx', 'odt', 'ods', 'odp', 'html', 'txt'];

interface Sample {
  format: CorpusFormat;
  data: Buffer;
  words: number;
}

/** Words as the quote analysis counts them (OpenDocument spreadsheets and slides through its ODT reader). */
async function wordsOf(format: CorpusFormat, data: Buffer, work: string, i: number): Promise<number> {
  const file = path.join(work, `${i}.${format}`);
  await writeFile(file, data);
  const reader = (format === 'ods' || format === 'odp' ? 'odt' : format) as AnalysableFormat;
  return countWords(await extractText(file, reader, readFile));
}

async function corpus(documents: number, sections: number): Promise<Sample[]> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-filters-'));
  try {
    const samples: Sample[] = [];
    for (const format of FORMATS) {
      for (let n = 0; n < documents; n++) {
        const data = await corpusDocument(format, n, n % 2 ? sections : 1);
        samples.push({ format, data, words: await wordsOf(format, data, work, samples.length) });
      }
    }
    return samples;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function identity(sample: Sample): Promise<{ out: Buffer; ms: number }> {
  const output = new PassThrough();
  const collected = buffer(output);
  const t0 = performance.now();
  await translateDocumentBySegments({ input: Readable.from([sample.data]), format: sample.format, output }, async (s) => s);
  const ms = performance.now() - t0;
  output.end();
  return { out: await collected, ms };
}

async function sameParts(sample: Sample, out: Buffer): Promise<boolean> {
  const before = await normalisedParts(sample.format, sample.data);
  const after = await normalisedParts(sample.format, out);
  return before.size === after.size && [...before].every(([name, text]) => after.get(name) === text);
}

export async function documentFilterRoundTrip(options: { documents: number; sections: number }): Promise<void> {
  const samples = await corpus(options.documents, options.sections);
  // One unmeasured pass so the parsers are compiled before timing.
  for (const sample of samples.slice(0, FORMATS.length)) await identity(sample);
  console.log(`2. The document filters' round trip: ${samples.length} generated files, identity translation (load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  let identical = 0;
  let totalMs = 0;
  let totalWords = 0;
  for (const format of FORMATS) {
    const ofFormat = samples.filter((s) => s.format === format);
    let same = 0;
    let ms = 0;
    for (const sample of ofFormat) {
      const result = await identity(sample);
      ms += result.ms;
      if (await sameParts(sample, result.out)) same++;
    }
    const words = ofFormat.reduce((sum, s) => sum + s.words, 0);
    console.log(`   ${format.padEnd(4)}: ${same}/${ofFormat.length} identical, ${((ofFormat.length * 1000) / ms).toFixed(0)} documents/s, ${((words / 250) * 1000 / ms).toFixed(0)} pages/s`);
    identical += same;
    totalMs += ms;
    totalWords += words;
  }
  const share = (identical / samples.length) * 100;
  console.log(`   identical after normalising: ${share.toFixed(1)} % of ${samples.length} files (goal 100 %): ${share === 100 ? 'met' : 'NOT met'}`);
  console.log(`   through the filters: ${((samples.length * 1000) / totalMs).toFixed(0)} documents/s, ${((totalWords / 250) * 1000 / totalMs).toFixed(0)} standard pages/s (${totalWords} words in ${totalMs.toFixed(0)} ms)`);
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { documents: { type: 'string', default: '10' }, sections: { type: 'string', default: '20' } } });
  await documentFilterRoundTrip({ documents: Number(values.documents), sections: Number(values.sections) });
}
