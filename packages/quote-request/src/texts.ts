// English texts of the create-project area (spec 2 §2, §4, §5, §8), registered under `createProject`: the first
// screen's (first-screen-texts.ts) and what the forms, the estimate and the external link show, registered by those
// lazily loaded parts. The spec's key createProject.fromExternalLink.invalidUrl.{title,message} keeps its name.
import { EMAIL_NOT_ALLOWED_MESSAGE } from '@lingua/contract';
import { registerTexts } from '@lingua/core';
import { firstScreenTextsEn, registerFirstScreenTexts } from './first-screen-texts.ts';

export const createProjectTextsEn = {
  ...firstScreenTextsEn,
  sections: {
    contact: 'Contact',
    documents: 'Document info',
    project: 'Project info',
  },
  contact: {
    email: 'E-mail',
    firstName: 'First name',
    lastName: 'Last name',
    companyName: 'Company',
    address1: 'Address 1',
    address2: 'Address 2',
    city: 'City',
    province: 'State / province',
    zip: 'Zip / postal code',
    country: 'Country',
    phone: 'Phone',
    name: 'Name',
    editProfile: 'Edit your profile',
    signedInNote: 'We contact you with the details of your account.',
    // The server's text for the same rule (spec 2 §5, §8), so both say the same.
    emailNotAllowed: EMAIL_NOT_ALLOWED_MESSAGE,
  },
  documents: {
    inputMethod: 'How do you want to send the content?',
    methods: { files: 'Upload files', text: 'Type or paste text', links: 'Share file links' },
    dropTitle: 'Drag files here or click to select',
    dropHint: 'Up to {{count}} files, {{size}} MB each',
    dropHintTotal: 'Up to {{count}} files, {{size}} MB each, {{total}} MB in total',
    remove: 'Remove {{name}}',
    text: 'Text to translate',
    textCounter: '{{count}}/{{max}}',
    textCounterLabel: '{{count}} of {{max}} characters',
    textFileName: 'text-input.txt',
    links: 'File links',
    linkUrl: 'Link URL',
    linkName: 'File name',
    addLink: 'Add link',
    removeLink: 'Remove link {{index}}',
    includeReferenceFiles: 'Include reference files (glossaries, style guides, previous translations)',
    referenceDropTitle: 'Drag reference files here or click to select',
    referenceDropHint: 'Up to {{count}} files, {{size}} MB each',
  },
  project: {
    projectName: 'Project name',
    projectNamePlaceholder: 'Leave empty to name it for you',
    defaultName: 'project',
    sourceLanguage: 'Source language',
    targetLanguages: 'Target languages',
    sameLanguageWarning: 'The source language is also selected as a target language.',
    workflow: 'Workflow',
    notes: 'Notes',
    customFields: 'Additional information',
  },
  validation: {
    filesRequired: 'Please add at least one file.',
    linksRequired: 'Please add at least one file link.',
    tooManyFiles: 'You can add at most {{max}} files.',
    fileTooLarge: '{{name}} is larger than {{max}} MB.',
    totalTooLarge: 'The files together are larger than {{max}} MB.',
    duplicateFile: 'A file named {{name}} has already been added.',
    invalidUrl: 'Enter a valid link starting with http:// or https://.',
    duplicateUrl: 'This link has already been added.',
    duplicateLinkName: 'This name is already used by another link.',
    targetContainsSource: 'The target languages must not include the source language.',
    textTooLong: 'The text can have at most {{max}} characters. Upload a longer text as a document.',
  },
  submit: {
    QUOTE_REQUEST: 'Submit for estimate',
    TRANSLATION_REQUEST: 'Submit for translation',
    progress: 'Submitting your request',
  },
  estimate: {
    title: 'Ballpark estimate',
    calculating: 'Estimating…',
    pages_one: '{{count}} page',
    pages_other: '{{count}} pages',
    price: 'about {{price}}',
    incomplete: 'Some files could not be analysed; our team will complete the quote.',
    hint_one: 'For {{count}} target language. The final quote may differ.',
    hint_other: 'For {{count}} target languages. The final quote may differ.',
  },
  fromExternalLink: {
    invalidUrl: {
      title: 'This link is not valid',
      message: 'The page address you followed is incomplete or no longer valid. Please ask for a new link.',
    },
    inactive: 'This company cannot accept new requests because its account is inactive.',
  },
  errors: {
    clientIdNotSet: 'clientId is not set',
    sourceNotSelected: 'Source language is not selected',
    codeRequired: 'Email verification code is required',
    invalidInputType: 'Invalid input type',
  },
};

/** Adds the create-project texts to the catalogue (idempotent). */
export function registerCreateProjectTexts(): void {
  registerFirstScreenTexts();
  registerTexts('createProject', createProjectTextsEn);
}
