// File names (spec 1 §5, spec 2 §5): the one sanitiser and the one comparison. The browser uploads under the
// sanitised name and the server stores it; two names are the same file when their sanitised forms match
// without regard to case, as on the file systems people download them to.
import { FILENAME_MAX_LENGTH } from '../limits.ts';

// Letters and digits of every script stay (clients of a language-services provider name files in their own
// language); so do the separators people use inside names. Everything else — path separators, shell and URL
// metacharacters, quotes, control characters — is "special" and becomes a hyphen.
const SPECIAL = /[^\p{L}\p{M}\p{N} ._\-()[\]]/gu;
const EDGE = /^[\s._-]+|[\s._-]+$/gu;
// An extension is kept through the length cap when it is short and plain, so "report.docx" stays openable.
const EXTENSION = /\.[\p{L}\p{N}]{1,16}$/u;

export function trimFileNameEdges(s: string): string {
  return s.replace(EDGE, '');
}

/**
 * Spec 2 §5 "Filename sanitiser: special characters become hyphens, leading and trailing space, dot, hyphen and
 * underscore trimmed, maximum 255 characters". An empty string when nothing usable is left; length counts code
 * points.
 */
export function sanitizeFileName(name: string): string {
  // Only the plain space survives: tabs, newlines, no-break spaces and control characters are special too.
  const out = trimFileNameEdges(name.normalize('NFC').replace(SPECIAL, '-'));
  const chars = Array.from(out);
  if (chars.length <= FILENAME_MAX_LENGTH) return out;
  const ext = EXTENSION.exec(out)?.[0] ?? '';
  const base = trimFileNameEdges(chars.slice(0, FILENAME_MAX_LENGTH - Array.from(ext).length).join(''));
  return base ? base + ext : trimFileNameEdges(chars.slice(0, FILENAME_MAX_LENGTH).join(''));
}

/** What two file names are compared by: the sanitised name, case-insensitively. */
export function fileNameKey(name: string): string {
  return sanitizeFileName(name).toLowerCase();
}
