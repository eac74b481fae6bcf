// Server-written HTML from a template whose every interpolated value is escaped: a page carrying data from
// elsewhere (a buyer's cXML, a URL it sent) cannot be broken open by that data, and no call site has to
// remember to escape.

/**
 * Text made safe for an HTML text node or a quoted attribute value: the five markup characters as numeric
 * references (`&#38;` …), which mean the same in HTML and in XML. The one escaper of every server-written page
 * (identity provider, outbox, punch-out return).
 */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Tagged template: `html\`<a href="${url}">${name}</a>\`` with url and name escaped. */
export function html(strings: TemplateStringsArray, ...values: ReadonlyArray<string | number>): string {
  return strings.reduce((out, part, i) => out + part + (i < values.length ? escapeHtml(values[i]!) : ''), '');
}
