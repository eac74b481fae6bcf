// The tags check the chat adapter, glossary protection and the document editor rely on: what it accepts and refuses.
import { describe, expect, it } from 'vitest';
import { checkPlaceholders, stripPlaceholders, tokenizePlaceholders } from './document-tags.ts';

const source = 'Take <g1>two <g2>small</g2></g1> tablets<x3/> with water.';

describe('checkPlaceholders', () => {
  it('accepts the same tags in another order, and spaces inside a tag', () => {
    expect(checkPlaceholders(source, 'Tome<x3/> <g1>dos <g2>pequeñas</g2></g1> pastillas con agua.')).toEqual({ ok: true });
    expect(checkPlaceholders(source, 'Con agua <x3 /> tome <g1><g2>pequeñas</g2> dos</g1>.')).toEqual({ ok: true });
  });

  it.each([
    ['a lost standalone tag', 'Tome <g1>dos <g2>pequeñas</g2></g1> pastillas.', 'x3 is missing'],
    ['a lost pair', 'Tome dos pequeñas pastillas<x3/>.', 'g1 is missing'],
    ['a tag moved out of its pair', 'Tome <g1>dos</g1> <g2>pequeñas</g2><x3/>.', 'g2 moved out of g1'],
    ['crossed pairs', 'Tome <g1>dos <g2>pequeñas</g1></g2><x3/>.', '</g1> does not close the open tag'],
    ['an unclosed pair', 'Tome <g1>dos <g2>pequeñas</g2><x3/>.', '<g1> is not closed'],
    ['a repeated tag', 'Tome <g1>dos <g2>pequeñas</g2></g1><x3/><x3/>.', 'x3 appears twice'],
    ['an invented tag', 'Tome <g1>dos <g2>pequeñas</g2></g1><x3/><x4/>.', 'x4 is not in the source'],
    ['a broken tag', 'Tome <g1>dos <g2>pequeñas</g2></g1><x3.', 'malformed tag near "<x3."'],
  ])('refuses %s', (_, translation, problem) => {
    expect(checkPlaceholders(source, translation)).toEqual({ ok: false, problem });
  });

  it('refuses tags in the translation of a segment without any', () => {
    expect(checkPlaceholders('Plain text.', 'Texto <g1>plano</g1>.')).toEqual({ ok: false, problem: 'g1 is not in the source' });
    expect(checkPlaceholders('Plain text.', 'Texto plano.')).toEqual({ ok: true });
  });
});

describe('tokenizePlaceholders and stripPlaceholders', () => {
  it('splits text and tags and leaves text that only looks like markup alone', () => {
    expect(tokenizePlaceholders('a <g1>b</g1><x2/> <b>c</b> 3 < 4')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'open', id: 1 },
      { type: 'text', text: 'b' },
      { type: 'close', id: 1 },
      { type: 'standalone', id: 2 },
      { type: 'text', text: ' <b>c</b> 3 < 4' },
    ]);
    expect(stripPlaceholders(source)).toBe('Take two small tablets with water.');
  });
});
