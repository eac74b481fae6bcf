// Spec 2 §5 / spec 1 §5 filename sanitiser: special characters become hyphens, leading and trailing space,
// dot, hyphen and underscore are trimmed, and the name is capped at 255 characters.
import { FILENAME_MAX_LENGTH } from '@lingua/contract';

export function sanitizeFileName(name: string): string {
  const replaced = name.replace(/[^\p{L}\p{N}._\- ]/gu, '-');
  const trimmed = replaced.replace(/^[\s._-]+|[\s._-]+$/g, '');
  return trimmed.slice(0, FILENAME_MAX_LENGTH);
}
