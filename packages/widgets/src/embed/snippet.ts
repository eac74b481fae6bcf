// The copy-paste snippet of each element: docs/embedding.md prints it and the host-page suite (tests/hosts)
// puts exactly it on the client's pages, so the documented snippet is the one proven to work.

/** The server address snippets name; a site replaces it with its Lingua server's address. */
export const SNIPPET_SERVER = 'https://portal.lingua.example';

/** The loader script tag (once per page, anywhere in the document). */
export function loaderSnippet(server = SNIPPET_SERVER): string {
  return `<script src="${server}/widgets/lingua.js"></script>`;
}

/** The element's tag as a page writes it; each required attribute with a placeholder the site fills in. */
export function elementSnippet(tag: string, required: readonly string[] = []): string {
  const attributes = required.map((name) => ` ${name}="${name.toUpperCase().replace(/-/g, '_')}"`).join('');
  return `<${tag}${attributes}></${tag}>`;
}
