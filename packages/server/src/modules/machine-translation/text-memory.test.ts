// Cutting a text into the sentences the memory matches.
import { describe, expect, it } from 'vitest';
import { sentencePieces } from './text-memory.ts';

describe('sentencePieces', () => {
  it('cuts after each sentence end, keeping the blanks and closing quotes with it', () => {
    const text = 'Call now! "Is it open?" He said.\n\nNo end';
    const pieces = sentencePieces(text);
    expect(pieces.map((p) => p.sentence)).toEqual(['Call now!', '"Is it open?"', 'He said.', 'No end']);
    expect(pieces.map((p) => p.sentence + p.gap).join('')).toBe(text);
  });
});
