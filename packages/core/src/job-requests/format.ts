// Display formats shared by job-request lists and details.
import type { LanguageRef } from '@lingua/contract';
import { currentLocale, nameOfLanguage } from '../i18n/format.ts';

export { formatDateTime } from '../i18n/format.ts';

/** Language names in the shown language, sorted in its order and comma-joined (spec 3 §2.6). */
export function sortedLanguageNames(languages: readonly LanguageRef[]): string {
  return languages
    .map((language) => nameOfLanguage(language))
    .sort((a, b) => a.localeCompare(b, currentLocale()))
    .join(', ');
}
