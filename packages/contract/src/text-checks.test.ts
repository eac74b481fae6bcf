import { describe, expect, it } from 'vitest';
import { containsHtmlTag } from './text-checks.ts';

describe('containsHtmlTag (spec 1 §5)', () => {
  it('finds tags, comments and doctypes', () => {
    for (const s of ['<b>x</b>', 'a </div> b', '<img src=x onerror=alert(1)>', '<br/>', '<!-- c -->', '<!DOCTYPE html>', '<svg:rect />']) {
      expect({ s, html: containsHtmlTag(s) }).toEqual({ s, html: true });
    }
  });

  it('leaves prose with angle brackets alone', () => {
    for (const s of ['a < b', '3 <5 and 7> 2', 'e-mail <-> fax', '« quoted »', '', null, undefined]) {
      expect({ s, html: containsHtmlTag(s) }).toEqual({ s, html: false });
    }
  });
});
