// Core's English catalogue in the shape of its translations (decision 189): what the catalogue test compares
// de.ts … ar.ts with. Only tests import it; the page registers each part where it is used.
import { emailVerificationTextsEn } from '../../email-verification/email-verification-texts.ts';
import { jobRequestTextsEn } from '../../job-requests/texts.ts';
import { reviewIssuesTextsEn } from '../../review-issues/review-issues-texts.ts';
import type { Catalogue } from '../catalogue.ts';
import { coreTextsEn } from '../texts-en.ts';

export default {
  ...coreTextsEn,
  jobRequests: jobRequestTextsEn,
  emailVerificationDialog: emailVerificationTextsEn,
  reviewIssues: reviewIssuesTextsEn,
} satisfies Catalogue;
