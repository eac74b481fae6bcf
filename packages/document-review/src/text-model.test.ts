import { describe, expect, it } from 'vitest';
import { checkTarget, cleanPaste, piecesOf, replaceInText, targetOf } from './text-model.ts';

describe('text model', () => {
  it('reads a target into text runs and chips and writes it back unchanged', () => {
    const target = 'Sign <g1>the <g2>contract</g2></g1> now<x3/>.';
    const pieces = piecesOf(target);
    expect(pieces.filter((p) => p.kind === 'tag').map((p) => (p.kind === 'tag' ? p.tag : ''))).toEqual(['<g1>', '<g2>', '</g2>', '</g1>', '<x3/>']);
    expect(targetOf(pieces)).toBe(target);
  });

  it("refuses a target that lost, doubled or unnested a tag, with the server's reason", () => {
    const tags = '<g1><g2></g2></g1><x3/>';
    expect(checkTarget(tags, '<g1>a <g2>b</g2></g1><x3/>')).toEqual({ ok: true });
    expect(checkTarget(tags, '<x3/><g1><g2>b</g2> a</g1>')).toEqual({ ok: true });
    expect(checkTarget(tags, '<g1>a <g2>b</g2></g1>')).toMatchObject({ ok: false, problem: 'x3 is missing' });
    expect(checkTarget(tags, '<g1>a</g1><g2>b</g2><x3/>')).toMatchObject({ ok: false, problem: 'g2 moved out of g1' });
    expect(checkTarget(tags, '<g1><g2>b</g1></g2><x3/>')).toMatchObject({ ok: false });
  });

  it("lets a paste bring only the segment's own tags that the target lacks, and both ends of a pair", () => {
    const tags = '<g1></g1><x2/>';
    expect(cleanPaste('a <g1>b</g1> <x9/>c', tags, '<x2/>')).toBe('a <g1>b</g1> c');
    expect(cleanPaste('a <g1>b</g1>', tags, '<g1>x</g1><x2/>')).toBe('a b');
    expect(cleanPaste('a <g1>b and\nmore', tags, '<x2/>')).toBe('a b and more');
  });

  it('replaces in text runs only, never inside a chip', () => {
    expect(replaceInText('g1 <g1>g1 x</g1>', 'g1', 'G', true)).toEqual({ target: 'G <g1>G x</g1>', count: 2 });
    expect(replaceInText('Vertrag <g1>vertrag</g1>', 'VERTRAG', 'Kontrakt', false).count).toBe(2);
    expect(replaceInText('a.b', '.', '-', true).target).toBe('a-b');
  });
});
