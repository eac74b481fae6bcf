// Apertium's unsure marks (decision 143): taken out of the text, kept as offsets of the words they stood before.
import { describe, expect, it } from 'vitest';
import { shieldLiteralMarks, takeUnsureMarks } from './unsure-marks.ts';

const marked = (output: string) => {
  const { text, unsure } = takeUnsureMarks(output);
  return { text, words: unsure.map((u) => text.slice(u.start, u.end)) };
};

describe('takeUnsureMarks', () => {
  it('takes out all three marks and keeps where their words stand', () => {
    expect(marked('El *zorblax fue a #ir y \\@blorf.'.replace('\\', ''))).toEqual({ text: 'El zorblax fue a ir y blorf.', words: ['zorblax', 'ir', 'blorf'] });
  });

  it('marks the word only, not the punctuation beside it', () => {
    expect(marked("p. ej. '*zorblax', (*Blorfy)! *zorb-gustar no'*ve.")).toEqual({
      text: "p. ej. 'zorblax', (Blorfy)! zorb-gustar no've.",
      words: ['zorblax', 'Blorfy', 'zorb', 've'],
    });
  });

  it('drops a mark inside a tag without counting the tag as a word, and marks the words between tags', () => {
    expect(marked('<*b>*Blorfy</*b> Perros <i class="x">*ñandúes</i>')).toEqual({ text: '<b>Blorfy</b> Perros <i class="x">ñandúes</i>', words: ['Blorfy', 'ñandúes'] });
  });

  it('marks a multiword unit left untranslated at its first word', () => {
    expect(marked('@in spite of la lluvia')).toEqual({ text: 'in spite of la lluvia', words: ['in'] });
  });

  it('tells the words it did not know (`*`) from those it could not transfer or generate', () => {
    const { text, unsure } = takeUnsureMarks('El *zorblax fue a #ir y @blorf.');
    expect(unsure.map((u) => [text.slice(u.start, u.end), u.unknown ?? false])).toEqual([
      ['zorblax', true],
      ['ir', false],
      ['blorf', false],
    ]);
  });

  it('never takes the client’s own * # @ for marks', () => {
    const shielded = shieldLiteralMarks('5 * 3 = #15, mail a@b.es, *nota*');
    // The engine marks one unknown word; the client's characters come back as written.
    const { text, unsure } = takeUnsureMarks(`${shielded} *zorb`);
    expect(text).toBe('5 * 3 = #15, mail a@b.es, *nota* zorb');
    expect(unsure.map((u) => text.slice(u.start, u.end))).toEqual(['zorb']);
  });

  it('drops a mark before no word and a doubled mark', () => {
    expect(marked('hola * . **zorb')).toEqual({ text: 'hola  . zorb', words: ['zorb'] });
  });
});
