// Right-to-left lines of a PDF (decision 190): the runs in the order they are drawn match the Unicode bidirectional
// algorithm's visual order (bidi-js), once fontkit has reversed the runs with right-to-left letters.
import bidiFactory from 'bidi-js';
import { describe, expect, it } from 'vitest';
import { pdfScript, visualRuns } from './pdf-pen.ts';

const bidi = bidiFactory();
const RTL = /[\u0590-\u08ff]/;

/** The whole line in visual order as the algorithm has it: reordered, brackets mirrored, marks dropped. */
function visual(text: string): string {
  const result = bidi.getEmbeddingLevels(text, 'rtl');
  const mirrored = bidi.getMirroredCharactersMap(text, result.levels as never);
  const chars = [...text].map((c, i) => mirrored.get(i) ?? c);
  for (const [start, end] of bidi.getReorderSegments(text, result) as Array<[number, number]>) {
    chars.splice(start, end - start + 1, ...chars.slice(start, end + 1).reverse());
  }
  return chars.join('').replace(/[\u200e\u200f\u2066-\u2069]/g, '');
}

describe('an Arabic line of a PDF', () => {
  it.each([
    '- تُفرض فائدة بنسبة 1.5 بالمئة شهريًا (18 بالمئة سنويًا).',
    'الطلب: \u2068Patient leaflet (v2)\u2069',
    'صدر في 04\u200f/03\u200f/2026، وهو صالح حتى 03\u200f/04\u200f/2026',
    '\u2068leaflet (final).docx\u2069: \u20683 صفحات\u2069، \u2068812 كلمة\u2069',
    'Acme Health',
  ])('is drawn in the visual order of the bidirectional algorithm: %s', (text) => {
    const drawn = visualRuns(text).map((run) => (RTL.test(run) ? [...run].reverse().join('') : run));
    expect(drawn.join('')).toBe(visual(text));
  });

  it('keeps Latin names and numbers left to right, mirrors brackets of right-to-left text', () => {
    expect(visualRuns('الطلب: \u2068Patient leaflet (v2)\u2069')).toEqual(['Patient leaflet (v2)', 'الطلب: ']);
    expect(visualRuns('فائدة (18 بالمئة).')).toEqual([' بالمئة(.', '18', 'فائدة )']);
  });

  it('picks the fonts a language needs', () => {
    expect(['en', 'de', 'fr', 'es', 'ja', 'ar'].map(pdfScript)).toEqual(['latin', 'latin', 'latin', 'latin', 'japanese', 'arabic']);
  });
});
