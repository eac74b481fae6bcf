// One segment (decision 129): a paragraph's leaves as a string with `<gN>`/`<xN/>` placeholders and back. The
// formatting over most of the text is the base and needs no tag.
import { closeTag, openTag, standaloneTag, stripPlaceholders, tokenizePlaceholders } from '@lingua/contract';
import type { Frame, Leaf, TextBefore } from './inline.ts';
import { serialize } from './xml-tree.ts';

type TextLeaf = Extract<Leaf, { kind: 'text' }>;
type AtomLeaf = Extract<Leaf, { kind: 'atom' }>;

export interface Segment {
  source: string;
  plain: string;
  lead: string;
  trail: string;
  base: Frame[];
  /** Per paired tag, the formatting of text directly inside it; per standalone tag, its atom. */
  tags: Map<number, Frame[] | AtomLeaf>;
  atoms: { before: AtomLeaf[]; after: AtomLeaf[] };
}

const chainKey = (chain: readonly Frame[]): string => chain.map((f) => f.key).join('\u0000');

export function buildSegment(leaves: readonly Leaf[]): Segment {
  const base = baseChain(leaves);
  const baseKey = chainKey(base);
  const tags = new Map<number, Frame[] | AtomLeaf>();
  const counter = { next: 1 };
  let source = '';
  let i = 0;
  while (i < leaves.length) {
    const leaf = leaves[i]!;
    if (leaf.kind === 'text' && chainKey(leaf.chain) === baseKey) {
      source += leaf.text;
      i++;
    } else if (leaf.kind === 'atom' && leaf.chain.every((f, k) => base[k]?.key === f.key)) {
      source += atomTag(leaf, tags, counter);
      i++;
    } else {
      const end = groupEnd(leaves, i, 0, baseKey);
      source += tagged(leaves.slice(i, end), 0, tags, counter);
      i = end;
    }
  }
  const lead = /^\s*/.exec(source)![0];
  const trail = lead.length === source.length ? '' : /\s*$/.exec(source)![0];
  const trimmed = source.slice(lead.length, source.length - trail.length);
  const firstText = leaves.findIndex((l) => l.kind === 'text');
  const atoms = leaves.filter((l): l is AtomLeaf => l.kind === 'atom');
  return {
    source: trimmed,
    plain: stripPlaceholders(trimmed),
    lead,
    trail,
    base,
    tags,
    atoms: { before: atoms.filter((a) => leaves.indexOf(a) < firstText), after: atoms.filter((a) => leaves.indexOf(a) > firstText) },
  };
}

/** The formatting over most characters; none when some text stands in the paragraph itself. */
function baseChain(leaves: readonly Leaf[]): Frame[] {
  const texts = leaves.filter((l): l is TextLeaf => l.kind === 'text');
  if (texts.some((t) => t.chain.length === 0)) return [];
  const counts = new Map<string, { chain: Frame[]; chars: number }>();
  for (const t of texts) {
    const entry = counts.get(chainKey(t.chain)) ?? { chain: t.chain, chars: 0 };
    entry.chars += t.text.length;
    counts.set(chainKey(t.chain), entry);
  }
  let best: { chain: Frame[]; chars: number } | undefined;
  for (const entry of counts.values()) if (!best || entry.chars > best.chars) best = entry;
  return best?.chain ?? [];
}

function groupEnd(leaves: readonly Leaf[], start: number, depth: number, baseKey?: string): number {
  const key = leaves[start]!.chain[depth]?.key;
  let end = start + 1;
  while (end < leaves.length) {
    const leaf = leaves[end]!;
    if (leaf.chain[depth]?.key !== key || leaf.chain.length <= depth) break;
    if (baseKey !== undefined && leaf.kind === 'text' && chainKey(leaf.chain) === baseKey) break;
    end++;
  }
  return end;
}

function atomTag(leaf: AtomLeaf, tags: Map<number, Frame[] | AtomLeaf>, counter: { next: number }): string {
  const id = counter.next++;
  tags.set(id, leaf);
  return standaloneTag(id);
}

/** A run sharing the frame at `depth` as one paired tag; a run without text needs none (atoms carry their own). */
function tagged(group: readonly Leaf[], depth: number, tags: Map<number, Frame[] | AtomLeaf>, counter: { next: number }): string {
  if (!group.some((l) => l.kind === 'text')) return group.map((l) => atomTag(l as AtomLeaf, tags, counter)).join('');
  let inner = depth + 1;
  while (group.every((l) => l.chain.length > inner) && groupEnd(group, 0, inner) === group.length) inner++;
  const id = counter.next++;
  const direct = group.find((l) => l.kind === 'text' && l.chain.length === inner) ?? group.find((l) => l.kind === 'text')!;
  tags.set(id, direct.chain);
  let body = '';
  let i = 0;
  while (i < group.length) {
    const leaf = group[i]!;
    if (leaf.chain.length <= inner) {
      body += leaf.kind === 'text' ? leaf.text : atomTag(leaf, tags, counter);
      i++;
    } else {
      const end = groupEnd(group, i, inner);
      body += tagged(group.slice(i, end), inner, tags, counter);
      i = end;
    }
  }
  return openTag(id) + body + closeTag(id);
}

type Piece = { text: string; chain: readonly Frame[] } | { atom: AtomLeaf };

/** The pieces of a translation whose placeholders were checked; the source's own spaces around it, not the engine's. */
export function piecesOf(segment: Segment, translation: string): Piece[] {
  const pieces: Piece[] = [];
  const open: number[] = [];
  for (const token of tokenizePlaceholders(segment.lead + translation.trim() + segment.trail)) {
    if (token.type === 'text') {
      const chain = open.length > 0 ? (segment.tags.get(open.at(-1)!) as Frame[]) : segment.base;
      pieces.push({ text: token.text, chain });
    } else if (token.type === 'open') open.push(token.id);
    else if (token.type === 'close') open.pop();
    else pieces.push({ atom: segment.tags.get(token.id) as AtomLeaf });
  }
  return pieces;
}

export function plainPiecesOf(segment: Segment, translation: string): Piece[] {
  return [
    ...segment.atoms.before.map((atom) => ({ atom })),
    { text: segment.lead + translation.trim() + segment.trail, chain: segment.base },
    ...segment.atoms.after.map((atom) => ({ atom })),
  ];
}

/** Opens and closes frames only where elements change: an atom keeps its own run, text stays in an open element. */
export function writePieces(pieces: readonly Piece[], encode: (text: string, chain: readonly Frame[], before: TextBefore) => string): string {
  let out = '';
  let current: readonly Frame[] = [];
  let char: string | undefined;
  for (const piece of pieces) {
    const chain = 'atom' in piece ? piece.atom.chain : piece.chain;
    if ('text' in piece && piece.text === '') continue;
    const same = (open: Frame, wanted: Frame): boolean => open === wanted || ('text' in piece && open.hasText && open.key === wanted.key);
    let shared = 0;
    while (shared < current.length && shared < chain.length && same(current[shared]!, chain[shared]!)) shared++;
    for (let k = current.length - 1; k >= shared; k--) out += current[k]!.close;
    for (let k = shared; k < chain.length; k++) out += chain[k]!.head;
    const before = { char, closed: current.slice(shared), opened: chain.slice(shared) };
    out += 'atom' in piece ? serialize(piece.atom.node) : encode(piece.text, chain, before);
    char = 'atom' in piece ? undefined : piece.text.at(-1);
    current = [...current.slice(0, shared), ...chain.slice(shared)];
  }
  for (let k = current.length - 1; k >= 0; k--) out += current[k]!.close;
  return out;
}
