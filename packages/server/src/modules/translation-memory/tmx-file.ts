// Translation memories as TMX 1.4b (decision 138). Written with one `tu` per unit and a `tuv` per language
// (BCP-47 codes of the language table); read from any tool's TMX: a unit per target `tuv` of each `tu`, the
// source being the `tuv` in the `tu`'s (or the header's) srclang, else the first. Inline codes inside `seg`
// keep the sentence's words: the native codes of bpt, ept, ph and it are left out, hi and sub keep their text.
// Read safely by lib/file-xml.ts.
import { readFileXml } from '../../lib/file-xml.ts';

export interface TmxUnit {
  line: number;
  source: { lang: string; text: string };
  targets: Array<{ lang: string; text: string }>;
}

interface OpenTu {
  line: number;
  srclang: string | undefined;
  tuvs: Array<{ lang: string; text: string }>;
}

const CODES = new Set(['bpt', 'ept', 'ph', 'it']);

function readTus(xml: string, errors: string[]): Array<OpenTu & { headerSrc: string | undefined }> {
  const tus: Array<OpenTu & { headerSrc: string | undefined }> = [];
  let headerSrc: string | undefined;
  let tu: OpenTu | undefined;
  let lang = '';
  let seg: string | undefined;
  // Inside bpt, ept, ph and it the text is the original format's code (a <b> tag), not words of the sentence.
  let inCode = 0;
  const problems = readFileXml(xml, (parser) => {
    parser.on('opentag', (tag) => {
      const a = tag.attributes as Record<string, string>;
      if (CODES.has(tag.name)) inCode++;
      if (tag.name === 'header') headerSrc = a.srclang;
      else if (tag.name === 'tu') tu = { line: parser.line, srclang: a.srclang, tuvs: [] };
      else if (tag.name === 'tuv') lang = a['xml:lang'] ?? a.lang ?? '';
      else if (tag.name === 'seg') seg = '';
    });
    parser.on('text', (t) => {
      if (seg !== undefined && inCode === 0) seg += t;
    });
    parser.on('closetag', (tag) => {
      if (CODES.has(tag.name)) inCode--;
      else if (tag.name === 'seg' && tu && seg !== undefined) {
        tu.tuvs.push({ lang, text: seg.replace(/\s+/g, ' ').trim() });
        seg = undefined;
      } else if (tag.name === 'tu' && tu) {
        tus.push({ ...tu, headerSrc });
        tu = undefined;
      }
    });
  });
  errors.push(...problems);
  return tus;
}

export function parseTmx(xml: string): { units: TmxUnit[]; errors: string[] } {
  const errors: string[] = [];
  const tus = readTus(xml, errors);
  if (errors.length) return { units: [], errors };
  if (tus.length === 0) return { units: [], errors: ['The file holds no tu elements'] };
  const units: TmxUnit[] = [];
  for (const tu of tus) {
    const src = tu.srclang ?? tu.headerSrc;
    const source =
      tu.tuvs.find((v) => src && src !== '*all*' && v.lang.toLowerCase() === src.toLowerCase()) ?? tu.tuvs[0];
    const targets = tu.tuvs.filter((v) => v !== source && v.text);
    if (!source?.text || targets.length === 0) {
      errors.push(`Line ${tu.line}: a tu needs a source segment and at least one translation`);
      continue;
    }
    units.push({ line: tu.line, source, targets });
  }
  return { units, errors };
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const tmxDate = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

export function writeTmx(
  units: ReadonlyArray<{
    source: string;
    target: string;
    sourceText: string;
    targetText: string;
    updatedAt: Date;
  }>,
): string {
  const tus = units.map(
    (u) => `    <tu srclang="${esc(u.source)}" changedate="${tmxDate(u.updatedAt)}">
      <tuv xml:lang="${esc(u.source)}"><seg>${esc(u.sourceText)}</seg></tuv>
      <tuv xml:lang="${esc(u.target)}"><seg>${esc(u.targetText)}</seg></tuv>
    </tu>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4">
  <header creationtool="Lingua Portal" creationtoolversion="1" segtype="sentence" o-tmf="Lingua Portal" adminlang="en" srclang="*all*" datatype="plaintext"/>
  <body>
${tus.join('\n')}
  </body>
</tmx>
`;
}
