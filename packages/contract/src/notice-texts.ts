// The texts of notices (decision 140), one catalogue for the bell, the element and the mails, so they say the same.
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

export const NOTICE_MAIL_TEXTS = {
  greeting: 'Hello{{name}},',
  open: 'Open it in Lingua Portal: {{link}}',
  why: 'You receive this e-mail because you made this request. Choose which notices you receive by e-mail: {{link}}',
  /** Staff are told of decisions on requests they handled (decision 184), not ones they made. */
  whyHandled: 'You receive this e-mail because you handled this request. Choose which notices you receive by e-mail: {{link}}',
  failedHelp: 'Nothing was charged for what could not be done. Open the request to see what happened, or contact us.',
  signature: 'Lingua Portal',
} as const;

/** A retention notice (decision 183): what its {{name}} says, and why an admin gets the mail. */
export const RETENTION_NOTICE_TEXTS = {
  one: '“{{name}}”',
  many: '“{{name}}” and {{count}} other requests',
  help: "Your company's retention setting deletes the files of ended requests; the requests stay listed. To keep the files, change the setting in the Files tab of account settings before then.",
  why: 'You receive this e-mail because you are a client admin of {{company}}. Choose which notices you receive by e-mail: {{link}}',
} as const;

/** The mail of a conversation message (decision 185): replying to it answers in the thread. */
export const CONVERSATION_MAIL_TEXTS = {
  wrote: '{{author}} wrote:',
  attachments: 'Attachments: {{names}}',
  reply: 'Reply to this e-mail to answer in the conversation, or open it in Lingua Portal: {{link}}',
  why: 'You receive this e-mail because you take part in this conversation. Choose which notices you receive by e-mail: {{link}}',
} as const;

/** `text` with each {{key}} replaced by `values[key]`. */
export function fillNoticeText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}
