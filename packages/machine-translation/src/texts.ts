// English texts of machine translation (spec 3 §2.2, §5, §8). Registered under `machineTranslation`; the
// spec-named keys common.validation.required and downloadTranslatedFilesDialog.failure live in core.
import { registerTexts } from '@lingua/core';

export const machineTranslationTextsEn = {
  // Shown by a signed-out element (issue "Embedding", item 3): what it does, and why sign-in is needed.
  signInReason: {
    page:
      'Translate text, documents, audio and video securely with AI, and ask a human expert when it matters. Sign in with your Lingua account: translation is a service of your organisation’s Lingua contract, and your requests stay in your account.',
    text: 'Translate text instantly with secure AI translation. Sign in with your Lingua account: translation is a service of your organisation’s Lingua contract.',
    file: 'Translate whole documents with secure AI translation and download them in their original layout. Sign in with your Lingua account: your files and translations are kept in your organisation’s account.',
  },
  page: {
    title: 'AI translation',
    subtitle: 'Secure machine translation for text and documents. Escalate to a human expert whenever it matters.',
    tabsLabel: 'Translation type',
    tabs: {
      textTranslation: 'Text',
      fileTranslation: 'Documents',
      mediaTranslation: 'Audio and video',
    },
    noTabs: 'Machine translation is not enabled for your company.',
  },
  text: {
    sourceLanguage: 'Translate from',
    targetLanguage: 'Translate to',
    autoDetect: 'Auto-detect language',
    sourceText: 'Text to translate',
    sourcePlaceholder: 'Type or paste the text to translate',
    counter: '{{count}}/{{max}}',
    counterLabel: '{{count}} of {{max}} characters',
    translate: 'Translate',
    clear: 'Clear',
    result: 'Translation',
    resultPlaceholder: 'The translation appears here.',
    copy: 'Copy',
    copied: 'Copied',
    detected: 'Detected language: {{language}}',
    swap: 'Swap languages',
    disclaimer:
      'Machine translation is fast but may contain errors. Do not rely on it for medical, legal or published content: request a human translation instead.',
    validation: {
      textRequired: 'Enter the text to translate.',
      tooLong: 'The text can have at most {{max}} characters.',
      targetRequired: 'Select the language to translate into.',
    },
  },
  file: {
    formTitle: 'Translate documents',
    sourceLanguage: 'Source language',
    targetLanguages: 'Target languages',
    targetPlaceholder: 'Select up to {{max}} languages',
    englishOnly: 'Documents in a language other than English are translated into English.',
    dropzoneTitle: 'Drag documents here or click to choose',
    dropzoneHint: 'Word, PowerPoint, Excel, PDF or plain text. Up to {{count}} files, {{size}} MB each, less than 250 MB in total.',
    dropzoneLabel: 'Documents to translate',
    remove: 'Remove {{fileName}}',
    submit: 'Translate documents',
    submitting: 'Uploading…',
    success: 'Your documents were submitted. Follow the translation in the list below.',
    progress: 'Upload progress',
    fileCount: '{{count}} files, {{size}}',
    validation: {
      sourceRequired: 'Select the source language.',
      filesRequired: 'Add at least one document.',
      fileType: '{{fileName}} is not a supported document type. Use Word, PowerPoint, Excel, PDF or plain text.',
      fileTooLarge: '{{fileName}} is larger than {{max}} MB.',
      tooManyFiles: 'You can translate at most {{max}} documents per request.',
      totalTooLarge: 'The documents together must be smaller than 250 MB.',
      tooManyTargets: 'Select at most {{max}} target languages.',
      targetIsSource: 'The target languages cannot include the source language.',
    },
  },
  details: {
    back: 'Return',
    backToList: 'Return to the request list',
    status: 'Status',
    created: 'Created',
    languages: 'Languages',
    sourceFiles: 'Source files',
    translatedFiles: 'Translated files',
    language: 'Language',
    downloadAll: 'Download all',
    downloadShort: 'Download',
    download: 'Download {{fileName}}',
    noTranslatedFiles: 'Translated files appear here when the translation is complete.',
    noFilesForLanguage: 'There are no files for the selected language.',
    humanProject: 'Human translation project',
    humanProjectLink: 'Open project {{name}}',
    humanProjectName: 'Project {{name}}',
    autoRefresh: 'This page updates every 10 seconds while the request is in progress.',
  },
  escalation: {
    note: 'Need a publication-quality result? Our human linguists can clean up or redo this translation.',
    open: 'Request human translation',
    title: 'Request human translation',
    intro: 'We will send you a quote. Your files go to our human translation team with this request.',
    projectName: 'Project name',
    sourceLanguage: 'Source language',
    targetLanguages: 'Target languages',
    reason: 'Reason',
    reasons: {
      CLEAN_UP_FORMATTING: 'Clean up formatting',
      NEED_HUMAN_TRANSLATION: 'Need human translation',
      OTHER: 'Other',
    },
    otherReason: 'Describe the reason',
    notes: 'Notes',
    notesPlaceholder: 'Anything our team should know (deadline, audience, terminology…)',
    submit: 'Send request',
    cancel: 'Cancel',
    success: 'Your request was sent to our human experts.',
    sourceLine: 'Submitted from machine translation request "{{name}}" ({{id}}).',
    reasonLine: 'Reason: {{reason}}',
    submitted: 'This request was sent to our human experts.',
  },
};

let registered = false;

/** Registers the machine-translation texts once. */
export function registerMachineTranslationTexts(): void {
  if (registered) return;
  registered = true;
  registerTexts('machineTranslation', machineTranslationTextsEn);
}
