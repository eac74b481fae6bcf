// Whether a translation pairs with its source segment by segment (decision 173): the same number of segments
// and, at each place, the same kind of text. Anything else — paragraphs merged or split, a table cell become a
// paragraph — is said in plain words and the translation is reviewed alone: never a wrong pairing.
import type { DocumentSegment, SegmentStyle } from '../../engines/mt/filters/index.ts';

export type Pairing = { paired: true } | { paired: false; note: string };

const KIND_WORDS: Record<SegmentStyle['kind'], string> = {
  paragraph: 'a paragraph',
  heading: 'a heading',
  list: 'a list item',
  tableCell: 'a table cell',
  slide: "a slide's text",
  notes: "a slide's notes",
  cell: 'a cell',
  header: 'a page header',
  footer: 'a page footer',
  footnote: 'a footnote',
  comment: 'a comment',
  attribute: "a picture's or link's text",
};

const ALONE = "so each paragraph of the translation is shown without its original, rather than beside one that may not match";

export function pairing(source: readonly DocumentSegment[], target: readonly DocumentSegment[]): Pairing {
  if (source.length !== target.length) {
    return { paired: false, note: `The translation has ${target.length} paragraphs where the original has ${source.length} (some were merged or split), ${ALONE}.` };
  }
  const at = source.findIndex((s, i) => s.style.kind !== target[i]!.style.kind);
  if (at < 0) return { paired: true };
  const [was, is] = [KIND_WORDS[source[at]!.style.kind], KIND_WORDS[target[at]!.style.kind]];
  return { paired: false, note: `Paragraph ${at + 1} is ${was} in the original but ${is} in the translation, ${ALONE}.` };
}

/** The note of a translation whose source is not known: one the provider delivered. */
export const UNLINKED_NOTE = `This translation was delivered without a link to one source file, ${ALONE}.`;
