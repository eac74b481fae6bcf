// The document editor's quality checks, in words a client reads (decision 180). `{{…}}` are the finding's params.
import { registerTexts } from '@lingua/core';

export const documentChecksTextsEn = {
  title: 'Checks',
  tags: 'The formatting marks are broken: {{problem}}. Fix them before confirming.',
  numbersMissing: 'A number of the original is not in the translation: {{numbers}}.',
  numbersExtra: 'The translation has a number the original does not: {{numbers}}.',
  emptyTarget: 'The translation is empty.',
  glossaryMissing: 'Your glossary translates “{{term}}” as “{{expected}}”, which the translation does not use.',
  glossaryForbidden: '“{{term}}” is a term your company does not use.',
  edgeSpaces: 'Spaces at the start or end differ from the original.',
  doubleSpaces: 'The translation has double spaces.',
  endPunctuationDiffers: 'The translation ends differently from the original.',
  endPunctuationExtra: 'The translation ends with a mark the original does not have.',
  endPunctuationLocal: '“{{found}}” is written differently in this language.',
  invertedMark: 'A question or exclamation in Spanish opens with “{{mark}}”.',
  frenchSpacing: 'French puts a narrow space before ? ! : and ;.',
  inconsistent: 'The same original is translated in {{variants}} ways in this document ({{count}} places).',
  repeatedWord: '“{{word}}” is written twice in a row.',
  identical: 'The translation is the same as the original.',
  tooLong: 'The translation is {{percent}} % of the original’s length, more than {{limit}} %; it may not fit its box.',
  fix: 'Fix',
  fixAll: 'Use this translation everywhere',
  dismiss: 'Dismiss',
};

registerTexts('documentChecks', documentChecksTextsEn);
