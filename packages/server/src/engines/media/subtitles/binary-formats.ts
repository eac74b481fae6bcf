// Broadcast subtitle formats with a fixed byte layout: Scenarist SCC (CEA-608), EBU STL (Tech 3264) and PAC.
import type { TimedSegment } from '../engine.ts';
import { frames, smpte, stripDiacritics, wrap } from './time.ts';
import type { SubtitleMeta } from './subtitle-meta.ts';

/** CEA-608 bytes carry odd parity in bit 7. */
function parity(byte: number): number {
  let ones = 0;
  for (let b = byte & 0x7f; b; b >>= 1) ones += b & 1;
  return ones % 2 === 0 ? byte | 0x80 : byte & 0x7f;
}

/** The CEA-608 basic set is ASCII except these; accented letters it has replace their ASCII slots. */
const CEA608_LETTERS: Readonly<Record<string, number>> = {
  á: 0x2a, é: 0x5c, í: 0x5e, ó: 0x5f, ú: 0x60, ç: 0x7b, Ñ: 0x7d, ñ: 0x7e,
};
const CEA608_REPLACED = new Set(['*', '\\', '^', '_', '`', '{', '|', '}', '~']);

function cea608Bytes(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) {
    const own = CEA608_LETTERS[ch];
    if (own !== undefined) out.push(own);
    else {
      const plain = stripDiacritics(ch);
      const code = plain.charCodeAt(0);
      out.push(plain.length === 1 && code >= 0x20 && code < 0x7f && !CEA608_REPLACED.has(plain) ? code : 0x20);
    }
  }
  return out;
}

const hexWord = (a: number, b: number) =>
  `${parity(a).toString(16).padStart(2, '0')}${parity(b).toString(16).padStart(2, '0')}`;
/** Control codes are sent twice, as CEA-608 recommends. */
const control = (a: number, b: number) => `${hexWord(a, b)} ${hexWord(a, b)}`;
const RCL = control(0x14, 0x20);
const ENM = control(0x14, 0x2e);
const EOC = control(0x14, 0x2f);
const EDM = control(0x14, 0x2c);
/** Preamble address codes, indent 0: rows 14 and 15 (the bottom two). */
const ROW_PAC = [control(0x14, 0x50), control(0x14, 0x70)];
const SCC_FPS = 30;
const SCC_WIDTH = 32;

/** CEA-608 shows at most two 32-column rows here: a longer segment becomes several captions over its time. */
function sccCaptions(segments: readonly TimedSegment[]): TimedSegment[] {
  const out: TimedSegment[] = [];
  for (const s of segments) {
    const rows = wrap(s.text, SCC_WIDTH);
    const pairs: string[][] = [];
    for (let i = 0; i < rows.length; i += 2) pairs.push(rows.slice(i, i + 2));
    const chars = Math.max(1, rows.join('').length);
    let at = s.start;
    for (const pair of pairs) {
      const share = ((s.end - s.start) * pair.join('').length) / chars;
      out.push({ start: at, end: at + share, text: pair.join('\n') });
      at += share;
    }
  }
  return out;
}

export function scc(segments: readonly TimedSegment[]): string {
  const lines = ['Scenarist_SCC V1.0', ''];
  const captions = sccCaptions(segments);
  for (const [i, s] of captions.entries()) {
    const rows = s.text.split('\n');
    const words: string[] = [RCL, ENM];
    rows.forEach((row, r) => {
      words.push(ROW_PAC[rows.length === 1 ? 1 : r]!);
      const bytes = cea608Bytes(row);
      for (let k = 0; k < bytes.length; k += 2) words.push(hexWord(bytes[k]!, bytes[k + 1] ?? 0));
    });
    words.push(EOC);
    lines.push(`${smpte(s.start, SCC_FPS)}\t${words.join(' ')}`, '');
    const next = captions[i + 1];
    if (!next || next.start - s.end > 1 / SCC_FPS) lines.push(`${smpte(s.end, SCC_FPS)}\t${EDM}`, '');
  }
  return lines.join('\n');
}

/** ISO 6937 writes an accent as a non-spacing byte before the letter. */
const ISO6937_ACCENTS: Readonly<Record<string, number>> = {
  '\u0300': 0xc1, '\u0301': 0xc2, '\u0302': 0xc3, '\u0303': 0xc4, '\u0308': 0xc8, '\u0327': 0xcb,
};

function iso6937(text: string): number[] {
  const out: number[] = [];
  for (const ch of text.normalize('NFD')) {
    const accent = ISO6937_ACCENTS[ch];
    if (accent !== undefined) {
      // The accent precedes its letter: move it before the last byte written.
      const letter = out.pop();
      out.push(accent);
      if (letter !== undefined) out.push(letter);
      continue;
    }
    const code = ch.charCodeAt(0);
    if (code >= 0x20 && code < 0x7f) out.push(code);
    else if (!/[\u0300-\u036f]/.test(ch)) out.push(0x20);
  }
  return out;
}

const STL_FPS = 25;
const TTI_TEXT_BYTES = 112;

function ascii(buf: Buffer, offset: number, length: number, value: string): void {
  buf.write(value.padEnd(length, ' ').slice(0, length), offset, 'latin1');
}

export function stl(segments: readonly TimedSegment[], meta: SubtitleMeta): Buffer {
  const gsi = Buffer.alloc(1024, 0x20);
  const today = new Date().toISOString().slice(2, 10).replace(/-/g, '');
  ascii(gsi, 0, 3, '850'); // CPN code page
  ascii(gsi, 3, 8, `STL${STL_FPS}.01`); // DFC disk format code
  ascii(gsi, 11, 1, '1'); // DSC display standard: open subtitling
  ascii(gsi, 12, 2, '00'); // CCT character code table: Latin (ISO 6937)
  ascii(gsi, 14, 2, meta.ebuLanguageCode); // LC
  ascii(gsi, 16, 32, meta.title); // OPT original programme title
  ascii(gsi, 224, 6, today); // CD creation date
  ascii(gsi, 230, 6, today); // RD revision date
  ascii(gsi, 236, 2, '00'); // RN revision number
  ascii(gsi, 238, 5, String(segments.length).padStart(5, '0')); // TNB TTI blocks
  ascii(gsi, 243, 5, String(segments.length).padStart(5, '0')); // TNS subtitles
  ascii(gsi, 248, 3, '001'); // TNG subtitle groups
  ascii(gsi, 251, 2, '40'); // MNC max characters per row
  ascii(gsi, 253, 2, '23'); // MNR max rows
  ascii(gsi, 255, 1, '1'); // TCS time code status: intended for use
  ascii(gsi, 256, 8, '00000000'); // TCP time code of first in-cue
  ascii(gsi, 264, 8, '00000000'); // TCF first in-cue
  ascii(gsi, 272, 1, '1'); // TND total disks
  ascii(gsi, 273, 1, '1'); // DSN disk sequence number
  const blocks = segments.map((s, i) => {
    const tti = Buffer.alloc(128, 0);
    tti[0] = 0; // SGN subtitle group
    tti.writeUInt16LE(i, 1); // SN subtitle number
    tti[3] = 0xff; // EBN: last extension block
    tti[4] = 0; // CS cumulative status: not cumulative
    const tin = frames(s.start, STL_FPS);
    const tout = frames(s.end, STL_FPS);
    tti.set([tin.h, tin.m, tin.s, tin.f], 5);
    tti.set([tout.h, tout.m, tout.s, tout.f], 9);
    tti[13] = 20; // VP vertical position (row)
    tti[14] = 2; // JC justification: centred
    tti[15] = 0; // CF comment flag: subtitle data
    const text: number[] = [];
    wrap(s.text, 40).slice(0, 2).forEach((row, r) => {
      if (r > 0) text.push(0x8a); // CR/LF
      text.push(...iso6937(row));
    });
    const field = Buffer.alloc(TTI_TEXT_BYTES, 0x8f); // unused space
    field.set(text.slice(0, TTI_TEXT_BYTES), 0);
    field.copy(tti, 16);
    return tti;
  });
  return Buffer.concat([gsi, ...blocks]);
}

const PAC_FPS = 25;

/** A PAC time code: HHMM and SSFF as decimal numbers, each a little-endian 16-bit word. */
function pacTime(seconds: number): number[] {
  const t = frames(seconds, PAC_FPS);
  const high = t.h * 100 + t.m;
  const low = t.s * 100 + t.f;
  return [high & 0xff, high >> 8, low & 0xff, low >> 8];
}

/** Screen Electronics PAC, Latin code page: header, one block per subtitle (rows separated by FE 02 03), FF trailer;
 * letters without accents. */
export function pac(segments: readonly TimedSegment[]): Buffer {
  const bytes: number[] = [0x01, ...new Array<number>(19).fill(0)];
  segments.forEach((s, i) => {
    bytes.push(0x00, i & 0xff, i >> 8, 0x60);
    const text: number[] = [];
    wrap(stripDiacritics(s.text), 40).slice(0, 2).forEach((row, r) => {
      if (r > 0) text.push(0xfe, 0x02, 0x03);
      for (const ch of row) {
        const c = ch.charCodeAt(0);
        text.push(c >= 0x20 && c < 0x7f ? c : 0x20);
      }
    });
    const body = [0x0a, 0xfe, 0x02, 0x03, ...text];
    bytes.push(...pacTime(s.start), ...pacTime(s.end), body.length & 0xff, body.length >> 8, ...body);
  });
  bytes.push(0xff, ...new Array<number>(11).fill(0), 0x11, 0x00, ...Buffer.from('end of file', 'latin1'));
  return Buffer.from(bytes);
}
