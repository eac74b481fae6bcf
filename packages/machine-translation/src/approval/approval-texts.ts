// The approval bar's English texts (decision 184): per target language, approve or request changes.
import { registerTexts } from '@lingua/core';

export const reviewApprovalTextsEn = {
  title: 'Your decision',
  intro: 'Approve each language once you are happy with it, or send it back with what should change.',
  approve: 'Approve {{language}}',
  approveShort: 'Approve',
  requestChanges: 'Request changes to {{language}}',
  requestChangesShort: 'Request changes',
  none: 'No decision yet.',
  badge: { APPROVED: 'Approved', CHANGES_REQUESTED: 'Changes requested' },
  approved: 'Approved by {{who}} on {{when}}',
  changesRequested: 'Changes requested by {{who}} on {{when}}',
  note: 'Note: {{note}}',
  issuesAttached_one: '1 open issue attached.',
  issuesAttached_other: '{{count}} open issues attached.',
  noteLabel: 'What should change in {{language}}',
  noteHint: 'The open issues you marked in this language are attached.',
  noteNeeded: 'Say what should change.',
  send: 'Send the request for changes',
  cancel: 'Cancel',
  saving: 'Saving your decision…',
  loadFailed: 'The decisions could not be read: {{message}}',
};

let registered = false;

/** Called by the bar's module: the package has no side effects to keep, so a bare import would be dropped. */
export function registerReviewApprovalTexts(): void {
  if (registered) return;
  registered = true;
  registerTexts('reviewApproval', reviewApprovalTextsEn);
}
