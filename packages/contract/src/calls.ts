// The registry of every provider API v1 call: spec 1 §7, spec 2 §7, spec 3 §7 and the embedded identity
// provider's account calls. Paths are OpenAPI style and relative to /v1. Each area's calls are written in
// calls/<area>.ts, as the schemas are in schemas/; this is the one place they are put together, in the order
// the OpenAPI document lists them. The browser build serves this module as a table of method and path
// (contractForBrowser in packages/core/build/browser-bundle.ts), so the area files stay out of its bundles.
import { referenceDataCalls } from './calls/reference-data.ts';
import { clientConfigsCalls } from './calls/client-configs.ts';
import { accountsCalls } from './calls/accounts.ts';
import { languageGroupsCalls } from './calls/language-groups.ts';
import { organizationUsersCalls } from './calls/organization-users.ts';
import { filesCalls } from './calls/files.ts';
import { uiLogsCalls } from './calls/ui-logs.ts';
import { jobRequestsCalls } from './calls/job-requests.ts';
import { autoQuotesCalls } from './calls/auto-quotes.ts';
import { projectsCalls } from './calls/projects.ts';
import { machineTranslationCalls } from './calls/machine-translation.ts';
import { mediaSegmentsCalls } from './calls/media-segments.ts';
import { documentReviewCalls } from './calls/document-review.ts';
import { documentReviewAssistsCalls } from './calls/document-review-assists.ts';
import { glossariesCalls } from './calls/glossaries.ts';
import { translationMemoryCalls } from './calls/translation-memory.ts';
import { reportsCalls } from './calls/reports.ts';
import { procurementCalls } from './calls/procurement.ts';
import { providerDeskCalls } from './calls/provider-desk.ts';
import { statisticsCalls } from './calls/statistics.ts';
import { identityCalls } from './calls/identity.ts';
import { apiKeysCalls } from './calls/api-keys.ts';
import { webhooksCalls } from './calls/webhooks.ts';
import { noticesCalls } from './calls/notices.ts';
import { auditTrailCalls } from './calls/audit-trail.ts';
import { retentionCalls } from './calls/retention.ts';
import { conversationsCalls } from './calls/conversations.ts';
import { qualityCalls } from './calls/quality.ts';

export const calls = {
  ...referenceDataCalls,
  ...clientConfigsCalls,
  ...accountsCalls,
  ...languageGroupsCalls,
  ...organizationUsersCalls,
  ...filesCalls,
  ...uiLogsCalls,
  ...jobRequestsCalls,
  ...autoQuotesCalls,
  ...projectsCalls,
  ...machineTranslationCalls,
  ...mediaSegmentsCalls,
  ...documentReviewCalls,
  ...documentReviewAssistsCalls,
  ...glossariesCalls,
  ...translationMemoryCalls,
  ...reportsCalls,
  ...procurementCalls,
  ...providerDeskCalls,
  ...statisticsCalls,
  ...identityCalls,
  ...apiKeysCalls,
  ...webhooksCalls,
  ...noticesCalls,
  ...auditTrailCalls,
  ...retentionCalls,
  ...conversationsCalls,
  ...qualityCalls,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
