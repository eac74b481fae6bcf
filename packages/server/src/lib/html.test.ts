import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from './html.ts';

describe('html', () => {
  it('escapes every interpolated value and keeps the template as written', () => {
    const value = `"><script>alert('x')</script>&`;
    expect(html`<input value="${value}"><p>${3}</p>`).toBe(
      '<input value="&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;&#38;"><p>3</p>',
    );
  });

  it('escapes an ampersand once, so entities in the data stay visible as written', () => {
    expect(escapeHtml('&amp;')).toBe('&#38;amp;');
  });
});
