// Core's English texts. Keys the spec names keep the spec's names (accessRestricted,
// applicationAccessDisabled, common.validation.required, common.unexpectedError,
// downloadTranslatedFilesDialog.failure, changePasswordPage.federatedSsoWarning).
import { CUSTOM_FIELD_MESSAGES, ERROR_STATUS_MESSAGES, GENERIC_ERROR_MESSAGE } from '@lingua/contract';

export const coreTextsEn = {
  common: {
    required: 'Required',
    // Under every paged list (components/paged-list).
    paging: {
      pageSize: 'Rows per page',
      range: '{{from}}–{{to}} of {{total}}',
      page: 'Page {{page}}',
      firstPage: 'First page',
      previousPage: 'Previous page',
      nextPage: 'Next page',
      lastPage: 'Last page',
    },
    validation: {
      required: 'Required',
      invalidFormat: 'Invalid format',
      invalidEmail: 'Invalid email format',
    },
    // One text per custom field problem, the contract's, so forms and server say the same (spec 2 §5).
    customFields: { ...CUSTOM_FIELD_MESSAGES },
    // The parts of a custom field's input (spec 2 §3), the same in sign-up and the create-project form.
    customField: {
      unknownType: 'Unknown custom field type',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      datePlaceholder: 'MM/DD/YYYY',
      clearDate: 'Clear date',
    },
    unexpectedError: 'Unexpected error',
    errorCode: '[Error code: {{code}}]',
    signIn: 'Sign in',
    signInReason: 'Sign in with your Lingua account to use this feature. A window opens for the sign-in; this page stays as it is.',
    signUp: 'Sign up',
    signOut: 'Sign out',
    accountSettings: 'Account settings',
    impersonateUser: 'Impersonate user',
    endImpersonation: 'End impersonation',
    ok: 'OK',
    cancel: 'Cancel',
    chooseFile: 'Choose a file',
    chooseFiles: 'Choose files',
    confirm: 'Confirm',
    close: 'Close',
    retry: 'Try again',
    goHome: 'Go to home page',
    loading: 'Loading…',
    sessionExpiry: {
      title: 'Session expiry',
      message: 'You have been inactive for a while. For your security you will be signed out in {{time}}.',
      confirm: "I'm here",
    },
    errors: {
      // Spec 1 §8's catalogue, the contract's words, which the server sends too.
      status: { ...ERROR_STATUS_MESSAGES, generic: GENERIC_ERROR_MESSAGE },
      title: 'Error',
      dashboard: 'An error occurred. Please try again later.',
    },
    errorPage: {
      title: 'Oops, something went wrong',
    },
    uploadProgress: {
      label: 'Upload progress',
    },
    // The tooltip of one bar of a chart; with several series the series is named too.
    barChart: {
      bar: '{{label}}: {{value}}',
      seriesBar: '{{label}} ({{series}}): {{value}}',
    },
  },
  accessRestricted: 'Access to this page is restricted.',
  applicationAccessDisabled: 'Access to this application is disabled for your account.',
  downloadTranslatedFilesDialog: {
    failure: 'Oops, something went wrong. Please try again.',
  },
  changePasswordPage: {
    federatedSsoWarning:
      'Your account signs in through your organisation’s identity provider. Change your password there.',
  },
};
