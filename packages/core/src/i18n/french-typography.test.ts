// Core's French texts set their punctuation as the UI glossary asks: a narrow no-break space (U+202F) before
// ? ! ; : and inside « », so a line never breaks before the mark and the gap stays thin.
import { describe, expect, it } from 'vitest';
import type { TextResources } from './catalogue.ts';
import fr from './languages/fr.ts';

function texts(resources: TextResources, prefix = ''): [string, string][] {
  return Object.entries(resources).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : texts(value, `${prefix}${key}.`),
  );
}

describe('core’s French texts', () => {
  it('put a narrow no-break space before ? ! ; : and inside « »', () => {
    const wrong = texts(fr).filter(([, text]) =>
      /(^|[^\u202f])[?!;:](\s|$)|«[^\u202f]|[^\u202f]»/.test(text),
    );
    expect(wrong).toEqual([]);
    expect(texts(fr).filter(([, text]) => text.includes('\u202f')).length).toBeGreaterThan(10);
  });
});
