// The Files tab's English texts (decision 183): how long the company's request files are kept, deleting them by
// date, and the receipts of every deletion.
import { registerTexts } from '@lingua/core';
import { registerAccountTranslations } from './translations.ts';

export const retentionTextsEn = {
  intro: "How long your company's source and translated files are kept after a request ends. Your admins get a notice 7 days before files are deleted; the requests stay listed.",
  keepTitle: 'Keeping files',
  keepForever: 'Keep files until someone deletes them',
  keepDays: 'Delete files a number of days after a request ends',
  days: 'Days after a request ends',
  providerMaximum: 'Your provider keeps files at most {{days}} days after a request ends.',
  providerMaximumApplies: 'Files are deleted {{days}} days after a request ends, the most your provider keeps them.',
  save: 'Save',
  saved: 'Saved.',
  deleteTitle: 'Delete files now',
  endedBefore: 'Requests that ended before',
  deleteByDate: 'Delete the files of requests that ended before {{date}}',
  deleteByDateNoDate: 'Delete the files of requests that ended before a date',
  confirmTitle: 'Delete files?',
  confirmMessage: 'The source and translated files of every request that ended before {{date}} are deleted for good. The requests stay listed.',
  confirmDelete: 'Delete files',
  alsoMemory: 'Also delete the translation memory units of these language pairs',
  alsoGlossary: 'Also delete the glossaries of these language pairs',
  receiptTitle: 'Deletion receipt',
  summary_one: '1 file ({{size}}) deleted on {{when}} by {{by}}.',
  summary_other: '{{count}} files ({{size}}) deleted on {{when}} by {{by}}.',
  summaryRequests: 'Requests: {{count}}.',
  summaryMemory: 'Translation memory units deleted: {{count}}.',
  summaryGlossary: 'Glossary entries deleted: {{count}}.',
  receiptsTitle: 'Deletion receipts',
  noReceipts: 'No files have been deleted yet.',
  receiptsTable: 'Deletion receipts',
  columns: { when: 'When', by: 'By', reason: 'Why', requests: 'Requests', objects: 'Files', download: 'Download' },
  filesAndSize: '{{count}} ({{size}})',
  reasons: { request: 'One request', company: 'By date', retention: 'Retention' },
  retentionJob: 'Retention',
  downloadPdf: 'Download PDF',
  downloadJson: 'Download JSON',
  downloadPdfOf: 'Download PDF of the deletion on {{when}}',
  downloadJsonOf: 'Download JSON of the deletion on {{when}}',
};

registerTexts('retention', retentionTextsEn);
registerAccountTranslations();
