// Characters of a document's text, for the MT metrics (decision 146: characters per engine, documents as well as
// text; decision 146). A document's characters are those of the segments the filters would send — paragraphs
// with a letter, each distinct one once, placeholders left out — so every engine's documents are counted alike,
// whether it translates through the filters or sends the file to a service that does not say how much it read.
import { Writable } from 'node:stream';
import type { OutputFormat } from '../engine.ts';
import { stripPlaceholders } from '@lingua/contract';
import { isFilterFormat, translateDocumentBySegments } from './translate-document.ts';
import type { TranslateSegments } from './translate-segments.ts';

/** `translate`, counting the characters of the text it is given; `characters()` reads the count so far. */
export function countingSegments(translate: TranslateSegments): { translate: TranslateSegments; characters: () => number } {
  let characters = 0;
  return {
    translate: (segments) => {
      for (const s of segments) characters += stripPlaceholders(s).length;
      return translate(segments);
    },
    characters: () => characters,
  };
}

/**
 * The characters the filters would send of a file in a format they read; 0 for any other format, and for a file
 * the filters cannot read (the engine may still translate it: a count never fails a translation).
 */
export async function documentCharacters(file: string, format: OutputFormat, signal?: AbortSignal): Promise<number> {
  if (!isFilterFormat(format)) return 0;
  const counter = countingSegments(async (segments) => segments);
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  try {
    await translateDocumentBySegments({ input: file, format, output: discard, signal }, counter.translate);
    return counter.characters();
  } catch {
    return 0;
  }
}
