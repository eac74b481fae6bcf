// File names as users give them are unsafe to store or to echo in headers. Spec 1 §5 / spec 2 §5: special
// characters become hyphens, leading and trailing space, dot, hyphen and underscore are trimmed, and the name
// is capped at 255 characters.
import { FILENAME_MAX_LENGTH, sanitizeFileName, trimFileNameEdges } from '@lingua/contract';

// The sanitiser is the contract's, so the browser uploads under the name the server stores.
export { sanitizeFileName };
export const MAX_FILE_NAME_LENGTH = FILENAME_MAX_LENGTH;

/**
 * A Content-Disposition header value: an ASCII fallback for old clients plus the RFC 6266 / 5987 UTF-8 form,
 * both built from the sanitised name so that no quote, CR/LF or path can reach the header.
 */
export function contentDisposition(fileName: string, inline: boolean): string {
  const safe = sanitizeFileName(fileName) || 'download';
  const ascii = trimFileNameEdges(safe.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '')) || 'download';
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
