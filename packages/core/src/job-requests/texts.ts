// Texts of the shared job-request parts (spec 3 §2.3, §4). The key downloadTranslatedFilesDialog.failure is
// named by the spec and lives in core's own catalogue.
import { registerTexts } from '../i18n/i18n.ts';

export const jobRequestTextsEn = {
  columns: {
    name: 'Name',
    sourceLanguage: 'Source language',
    targetLanguages: 'Target languages',
    created: 'Created',
    status: 'Status',
    actions: 'Actions',
  },
  status: {
    groups: {
      completed: 'Completed',
      changesRequested: 'Changes requested',
      archived: 'Archived',
      submittingToHumanExpert: 'Submitting to Human Expert',
      submittedToHumanExpert: 'Submitted to Human Expert',
      failed: 'Failed',
      processing: 'Processing',
      unknown: 'Unknown status',
    },
    labels: {
      analyzing: 'Analyzing',
      translating: 'Translating',
      completed: 'Completed',
      changesRequested: 'Changes requested',
      processing: 'Processing',
      inTranslation: 'In translation',
      estimating: 'Estimating',
      quoteReady: 'Quote is ready for review',
      quoteRejected: 'Quote Rejected',
      quoteAccepted: 'Quote Accepted',
      cancelled: 'Cancelled',
      cancelling: 'Cancelling',
      failed: 'Failed',
      archived: 'Archived',
    },
    tooltips: {
      created: 'Your request is queued. Processing can take up to 24 hours; this page updates by itself.',
      failed: 'The translation could not be completed. Please try again.',
      submitted: 'Your request was submitted to our human translation team. A project manager will contact you.',
    },
    more: 'More about this status',
  },
  list: {
    title: 'Your requests',
    everyone: 'Everyone in my company',
    empty: 'No requests yet.',
    emptyFiltered: 'No requests match the selected statuses.',
    statusFilter: 'Filter by status',
    statusFilterPlaceholder: 'All statuses',
    refreshing: 'Updating…',
    autoRefresh: 'In-progress requests update every 10 seconds.',
    loading: 'Loading requests…',
  },
  paging: {
    page: 'Page {{page}}',
    previous: 'Previous page',
    next: 'Next page',
    pageSize: 'Rows per page',
    navigation: 'Pagination',
  },
  actions: {
    menu: 'Actions for {{name}}',
    rename: 'Rename',
    archive: 'Archive',
    viewDetails: 'View details',
  },
  rename: {
    label: 'Request name',
    save: 'Save',
    cancel: 'Cancel',
    edit: 'Edit name',
    maxLength: 'The name can have at most {{max}} characters.',
    saved: 'The request was renamed.',
  },
  archive: {
    title: 'Archive request',
    message: 'Archive "{{name}}"? It stays in your list with the status Archived and can no longer be renamed.',
    confirm: 'Archive',
    done: 'The request was archived.',
  },
  zip: {
    title: 'Download translated files',
    preparing: 'Preparing your zip file…',
    ready: 'Your zip file is ready.',
    download: 'Download {{fileName}}',
  },
  download: {
    failed: 'The file could not be downloaded.',
  },
  files: {
    download: 'Download {{fileName}}',
    downloadShort: 'Download',
    deletedOn: 'Files deleted on {{date}}',
  },
  // Spec 3 §8 internal errors, worded as the spec lists them.
  errors: {
    unsupportedOrigination: 'Unsupported job request origination',
  },
};

let registered = false;

export function registerJobRequestTexts(): void {
  if (registered) return;
  registered = true;
  registerTexts('jobRequests', jobRequestTextsEn);
}
