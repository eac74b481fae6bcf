// The editor's text model (decision 178): a target is text runs and tag chips, read and checked by the contract's
// tags rule (decision 173), so the browser refuses exactly what the server would refuse with the same reason.
// A chip is never text: it is one atom that may move but cannot be half-deleted or typed over.
import { checkPlaceholders, closeTag, openTag, standaloneTag, tokenizePlaceholders } from '@lingua/contract';

export type Piece =
  | { kind: 'text'; text: string }
  /** `tag` is the chip's literal (`<g1>`, `</g1>`, `<x2/>`), `name` its name (`g1`, `x2`). */
  | { kind: 'tag'; role: 'open' | 'close' | 'standalone'; tag: string; name: string };

/** A target split into text runs and chips, in order. */
export function piecesOf(target: string): Piece[] {
  return tokenizePlaceholders(target).map((token): Piece => {
    if (token.type === 'text') return { kind: 'text', text: token.text };
    const name = `${token.type === 'standalone' ? 'x' : 'g'}${token.id}`;
    const tag = token.type === 'open' ? openTag(token.id) : token.type === 'close' ? closeTag(token.id) : standaloneTag(token.id);
    return { kind: 'tag', role: token.type, tag, name };
  });
}

/** The target a row of pieces writes. */
export function targetOf(pieces: readonly Piece[]): string {
  return pieces.map((p) => (p.kind === 'text' ? p.text : p.tag)).join('');
}

export type TagProblem = { ok: true } | { ok: false; problem: string };

/** Whether a changed target keeps the segment's tags (each once, paired, nested as delivered): the server's rule. */
export function checkTarget(tags: string, target: string): TagProblem {
  return checkPlaceholders(tags, target);
}

/** The tag names a target holds (`g1`, `x2`). */
export function tagNamesOf(text: string): Set<string> {
  const names = new Set<string>();
  for (const p of piecesOf(text)) if (p.kind === 'tag') names.add(p.name);
  return names;
}

/**
 * Pasted text as it may enter a target: tags that are not the segment's own, or that the target already holds,
 * are dropped (their text stays), so a paste can never bring a second `<g1>` or a tag from another segment.
 */
export function cleanPaste(pasted: string, tags: string, current: string): string {
  const own = tagNamesOf(tags);
  const present = tagNamesOf(current);
  const pieces = piecesOf(pasted.replace(/\r?\n/g, ' '));
  const kept = new Set<string>();
  for (const p of pieces) if (p.kind === 'tag' && own.has(p.name) && !present.has(p.name)) kept.add(p.name);
  // A paired tag comes in only with both its ends in the paste.
  for (const name of [...kept]) {
    if (name.startsWith('g') && pieces.filter((p) => p.kind === 'tag' && p.name === name).length !== 2) kept.delete(name);
  }
  return targetOf(pieces.filter((p) => p.kind === 'text' || kept.has(p.name)));
}

/** Replaces `find` in the target's text runs only, never inside or across a chip; the count of places changed. */
export function replaceInText(target: string, find: string, replacement: string, caseSensitive: boolean): { target: string; count: number } {
  if (!find) return { target, count: 0 };
  const pattern = new RegExp(escapeRegExp(find), caseSensitive ? 'g' : 'gi');
  let count = 0;
  const pieces = piecesOf(target).map((p): Piece => {
    if (p.kind !== 'text') return p;
    return {
      kind: 'text',
      text: p.text.replace(pattern, () => {
        count++;
        return replacement;
      }),
    };
  });
  return { target: targetOf(pieces), count };
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
