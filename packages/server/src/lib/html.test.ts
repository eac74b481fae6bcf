import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from './html.ts';

describe('html', () => {
  it('escapes every interpolated value and keeps the template as written', () => {
    const value = `"><script>alert('x')</script>&`;
    expect(html`<input value="${value}"><p>${3}</p>`).toBe(
      '<input value="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;"><p>3</p>',
    );
  });

  it('escapes an ampersand once, so entities in the data stay visible as written', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
