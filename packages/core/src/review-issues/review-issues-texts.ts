// The texts of issues marked in plain words and the file's score, in the document and the media editor (decision 184).
import { registerTexts } from '../i18n/i18n.ts';

export const reviewIssuesTextsEn = {
  title: 'Issues',
  none: 'No issues marked on this segment.',
  noneLine: 'No issues marked on this line.',
  mark: 'Mark an issue',
  formTitle: 'Mark an issue on segment {{n}}',
  formTitleLine: 'Mark an issue on line {{n}}',
  what: 'What is wrong',
  suggested: 'Suggested from your change: {{word}}',
  how: 'How bad is it',
  words: 'The words it concerns (optional)',
  wordsHint: 'Select words in the translation to fill this in.',
  comment: 'Comment (optional)',
  commentCount: '{{count}} of {{max}} characters',
  save: 'Mark the issue',
  cancel: 'Cancel',
  saving: 'Saving the issue…',
  saved: 'The issue is marked.',
  chooseWhat: 'Choose what is wrong.',
  chooseHow: 'Choose how bad it is.',
  tooLong: 'At most {{max}} characters.',
  takeBack: 'Take back',
  takenBack: 'The issue was taken back.',
  loadFailed: 'The issues could not be read: {{message}}',
  rowMark_one: '1 issue',
  rowMark_other: '{{count}} issues',
  by: 'Marked by {{who}} on {{when}}',
  plain: {
    wrongMeaning: 'Wrong meaning',
    wrongTerm: 'Wrong term',
    readsBadly: 'Reads badly',
    formattingBroken: 'Formatting broken',
    shouldNotBeTranslated: 'Should not be translated',
  },
  severity: { cosmetic: 'Cosmetic', misleading: 'Misleading', unusable: 'Unusable' },
  mqm: 'Counted as: {{type}}, {{severity}}',
  classify: {
    open: 'Change how it counts',
    type: 'MQM type',
    severity: 'MQM severity',
    save: 'Save the classification',
    cancel: 'Cancel',
    saved: 'Now counted as: {{type}}, {{severity}}',
  },
  mqmType: {
    terminology: 'Terminology',
    'accuracy/mistranslation': 'Accuracy – mistranslation',
    'accuracy/addition': 'Accuracy – addition',
    'accuracy/omission': 'Accuracy – omission',
    'accuracy/untranslated': 'Accuracy – untranslated',
    'accuracy/should-not-have-been-translated': 'Accuracy – should not have been translated',
    'linguistic-conventions': 'Linguistic conventions',
    style: 'Style',
    'locale-conventions': 'Locale conventions',
    'audience-appropriateness': 'Audience appropriateness',
    'design-and-markup': 'Design and markup',
  },
  mqmSeverity: { neutral: 'neutral', minor: 'minor', major: 'major', critical: 'critical' },
  status: { OPEN: 'Open', ACCEPTED: 'Accepted', REJECTED: 'Rejected', FIXED: 'Fixed' },
  answer: {
    answered: '{{status}}: {{who}} on {{when}}',
    reason: 'Reason: {{reason}}',
    accept: 'Accept',
    reject: 'Reject',
    fixed: 'Mark fixed',
    reasonLabel: 'Reason or what was done',
    reasonNeeded: 'Say why the issue is rejected.',
  },
  score: {
    title: 'Quality score ({{language}})',
    none: 'No score yet: it is computed when an issue is marked or the translation is approved.',
    figures_one: 'Score {{score}} · {{per1000}} penalty points per 1,000 words · 1 issue counted in {{words}} words',
    figures_other: 'Score {{score}} · {{per1000}} penalty points per 1,000 words · {{count}} issues counted in {{words}} words',
    PASS: 'Pass',
    FAIL: 'Fail',
    inconclusive: 'Inconclusive: fewer than 1,000 words were evaluated',
    profile: 'Profile “{{profile}}”, tolerance {{tolerance}} per 1,000 words',
    csv: 'Download issues (CSV)',
    pdf: 'Download issues (PDF)',
  },
};

let registered = false;

/** Called by the modules that show these texts: a bare import would be dropped by the build's tree shaking. */
export function registerReviewIssuesTexts(): void {
  if (registered) return;
  registered = true;
  registerTexts('reviewIssues', reviewIssuesTextsEn);
}
