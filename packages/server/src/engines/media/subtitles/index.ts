// One timed-segment model → the 15 subtitle formats of spec 1 §3 (spec 3 §9). SRT and WebVTT come from the
// `subtitle` library; the others, which no maintained JavaScript library writes, are written here once
// (docs/decisions/041-media-outputs.md).
import type { SubtitleFormat } from '@lingua/contract';
import type { TimedSegment } from '../engine.ts';
import { scc, stl, pac } from './binary-formats.ts';
import { docx, xlsx } from './office-formats.ts';
import { json, smi, srt, txt, vtt } from './text-formats.ts';
import { ttml, xif } from './xml-formats.ts';
import type { SubtitleMeta } from './subtitle-meta.ts';

export type { SubtitleMeta } from './subtitle-meta.ts';

/** File extension per format; TTML-family variants keep their own names. */
export function subtitleFileExtension(format: SubtitleFormat): string {
  return format;
}

export async function writeSubtitles(
  format: SubtitleFormat,
  segments: readonly TimedSegment[],
  meta: SubtitleMeta,
): Promise<Buffer> {
  switch (format) {
    case 'srt':
      return Buffer.from(srt(segments), 'utf8');
    case 'vtt':
      return Buffer.from(vtt(segments), 'utf8');
    case 'json':
      return Buffer.from(json(segments, meta), 'utf8');
    case 'txt':
      return Buffer.from(txt(segments), 'utf8');
    case 'smi':
      return Buffer.from(smi(segments, meta), 'utf8');
    case 'dfxp':
    case 'ttml':
    case 'imsc':
    case 'itt':
      return Buffer.from(ttml(segments, meta, format), 'utf8');
    case 'xif':
      return Buffer.from(xif(segments, meta), 'utf8');
    case 'scc':
      return Buffer.from(scc(segments), 'latin1');
    case 'stl':
      return stl(segments, meta);
    case 'pac':
      return pac(segments);
    case 'docx':
      return docx(segments, meta);
    case 'xlsx':
      return xlsx(segments);
  }
}

/** EBU Tech 3264 codes of the languages the engines serve (others write '00', unknown). */
const EBU_LANGUAGE_CODES: Readonly<Record<string, string>> = {
  en: '09', es: '0A', ca: '03', fr: '0F', it: '15', pt: '21', de: '08', nl: '1D', ro: '22', eu: '0E', gl: '12', eo: '0B',
};

export function ebuLanguageCode(bcp47: string): string {
  return EBU_LANGUAGE_CODES[bcp47.split('-')[0]!.toLowerCase()] ?? '00';
}
