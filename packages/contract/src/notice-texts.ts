// The texts of notices (decision 140), one catalogue for the bell, the element and the mails, so they say the same;
// the rest of a mail is the server's, in the person's language (decision 190).
// {{name}} is the request's name.
import type { NoticeEvent } from './schemas/notices.ts';

export const NOTICE_TITLES: Readonly<Record<NoticeEvent, string>> = {
  'request.completed': 'Your request “{{name}}” is complete',
  'request.failed': 'Your request “{{name}}” could not be completed',
  'media.files_rebuilt': 'The media files of “{{name}}” were rebuilt',
  'quote.ready': 'Your quote for “{{name}}” is ready',
  'review.changes_requested': 'Changes requested on “{{name}}”',
  'review.approved': 'A translation of “{{name}}” was approved',
  'message.created': 'New message about “{{name}}”',
  'files.deletion_scheduled': 'The files of {{name}} will be deleted in 7 days',
};

/** What each choice in account settings is called. */
export const NOTICE_CHOICES: Readonly<Record<NoticeEvent, string>> = {
  'request.completed': 'A request I made is complete',
  'request.failed': 'A request I made could not be completed',
  'media.files_rebuilt': 'The media files of a request I made were rebuilt',
  'quote.ready': 'A quote I requested is ready',
  'review.changes_requested': 'A client requested changes on a request I handled (staff)',
  'review.approved': 'A client approved a translation of a request I handled (staff)',
  'message.created': 'A new message in a conversation I take part in',
  'files.deletion_scheduled': "My company's files are about to be deleted by its retention setting (client admins)",
};

/** A retention notice (decision 183): what its {{name}} says. The mails' own texts are the server's (decision 190). */
export const RETENTION_NOTICE_TEXTS = {
  one: '“{{name}}”',
  many: '“{{name}}” and {{count}} other requests',
} as const;

/** `text` with each {{key}} replaced by `values[key]`. */
export function fillNoticeText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}
