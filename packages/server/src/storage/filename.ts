// File names as users give them are unsafe to store or to echo in headers. Spec 1 §5 / spec 2 §5: special
// characters become hyphens, leading and trailing space, dot, hyphen and underscore are trimmed, and the name
// is capped at 255 characters.

export const MAX_FILE_NAME_LENGTH = 255;

// Letters and digits of every script stay (clients of a language-services provider name files in their own
// language); so do the separators people use inside names. Everything else — path separators, shell and URL
// metacharacters, quotes, control characters — is "special".
const SPECIAL = /[^\p{L}\p{M}\p{N} ._\-()[\]]/gu;
const EDGE = /^[\s._-]+|[\s._-]+$/gu;
// An extension is kept through the length cap when it is short and plain, so "report.docx" stays openable.
const EXTENSION = /\.[\p{L}\p{N}]{1,16}$/u;

function trimEdges(s: string): string {
  return s.replace(EDGE, '');
}

/** Returns the sanitised name; an empty string when nothing usable is left. Length counts code points. */
export function sanitizeFileName(name: string): string {
  // Only the plain space survives: tabs, newlines, no-break spaces and control characters are special too.
  let out = trimEdges(name.normalize('NFC').replace(SPECIAL, '-'));
  const chars = Array.from(out);
  if (chars.length <= MAX_FILE_NAME_LENGTH) return out;
  const ext = EXTENSION.exec(out)?.[0] ?? '';
  const extLength = Array.from(ext).length;
  const base = trimEdges(chars.slice(0, MAX_FILE_NAME_LENGTH - extLength).join(''));
  out = base ? base + ext : trimEdges(chars.slice(0, MAX_FILE_NAME_LENGTH).join(''));
  return out;
}

/**
 * A Content-Disposition header value: an ASCII fallback for old clients plus the RFC 6266 / 5987 UTF-8 form,
 * both built from the sanitised name so that no quote, CR/LF or path can reach the header.
 */
export function contentDisposition(fileName: string, inline: boolean): string {
  const safe = sanitizeFileName(fileName) || 'download';
  const ascii = trimEdges(safe.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '')) || 'download';
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
