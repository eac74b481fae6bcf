// The account package's English catalogue in the shape of its translations (decision 189): what the catalogue
// test compares de.ts … ar.ts with. Only tests import it; the page registers each part where it is used.
import type { Catalogue } from '@lingua/core';
import { accountTextsEn } from '../account-texts.ts';
import { auditTrailTextsEn } from '../audit-trail-texts.ts';
import { qualityHistoryTextsEn } from '../quality-history-texts.ts';
import { retentionTextsEn } from '../retention-texts.ts';

export default {
  account: accountTextsEn,
  retention: retentionTextsEn,
  qualityHistory: qualityHistoryTextsEn,
  auditTrail: auditTrailTextsEn,
} satisfies Catalogue;
