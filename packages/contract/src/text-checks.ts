// Spec 1 §5 "An HTML-tag detector also exists": plain-text fields (names, notes, contact details) must not
// carry markup, because they are shown in e-mails, staff tools and the project system that may render HTML.
// One definition for the form and the server, so both reject the same input.

// An opening, closing or self-closing tag (`<b>`, `</div>`, `<img src=x/>`), a comment or a doctype. A lone
// "<" or "a < b > c" in prose is not a tag: the name must follow the "<" directly.
export const HTML_TAG_PATTERN = /<\/?[a-zA-Z][a-zA-Z0-9:-]*(?:\s[^<>]*)?\/?>|<!--|<!doctype/i;

export function containsHtmlTag(value: string | null | undefined): boolean {
  return typeof value === 'string' && HTML_TAG_PATTERN.test(value);
}
