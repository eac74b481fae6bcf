// The document editor's quality checks, in words a client reads (decision 173's text model).
import { registerTexts } from '@lingua/core';

export const documentChecksTextsEn = {
  title: 'Checks',
};

registerTexts('documentChecks', documentChecksTextsEn);
