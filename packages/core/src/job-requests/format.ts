// Display formats shared by job-request lists and details.
import type { LanguageRef } from '@lingua/contract';
import { currentLocale } from '../i18n/format.ts';

export { formatDateTime } from '../i18n/format.ts';

/** Language names sorted in the shown language's order and comma-joined (spec 3 §2.6). */
export function sortedLanguageNames(languages: readonly LanguageRef[]): string {
  return languages
    .map((language) => language.name)
    .sort((a, b) => a.localeCompare(b, currentLocale()))
    .join(', ');
}
