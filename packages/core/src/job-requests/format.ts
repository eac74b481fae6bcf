// Display formats shared by job-request lists and details.
import dayjs from 'dayjs';
import type { LanguageRef } from '@lingua/contract';

/** A timestamp as shown in lists and details, e.g. "Mar 4, 2026, 9:05 AM". */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM D, YYYY, h:mm A') : value;
}

/** Language names sorted alphabetically and comma-joined (spec 3 §2.6). */
export function sortedLanguageNames(languages: readonly LanguageRef[]): string {
  return languages
    .map((language) => language.name)
    .sort((a, b) => a.localeCompare(b))
    .join(', ');
}
