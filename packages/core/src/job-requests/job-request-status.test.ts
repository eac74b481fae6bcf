import { describe, expect, it } from 'vitest';
import { canModify, expandStatusGroups, isInProgress, statusColor, statusGroup, statusLabelKey, statusTooltipKey } from './job-request-status.ts';
import { t } from '../i18n/i18n.ts';
import { registerJobRequestTexts } from './texts.ts';

registerJobRequestTexts();

describe('job request statuses (spec 3 §4.1–4.4)', () => {
  it.each([
    ['COMPLETED', 'Completed', 'green'],
    ['ARCHIVED', 'Archived', 'gray'],
    ['SUBMITTING_TO_XTRF', 'Submitting to Human Expert', 'blue'],
    ['SUBMITTED_TO_XTRF', 'Submitted to Human Expert', 'green'],
    ['CANCELLED', 'Failed', 'red'],
    ['CANCELLING', 'Failed', 'red'],
    ['FAILED', 'Failed', 'red'],
    ['ANALYZING', 'Processing', 'blue'],
    ['CREATED', 'Processing', 'blue'],
    ['READY_FOR_INTERNAL_REVIEW', 'Processing', 'blue'],
    ['SCREENING', 'Processing', 'blue'],
    ['REJECTED_BY_SCREENING', 'Processing', 'blue'],
    ['TRANSLATING', 'Processing', 'blue'],
    ['QUOTE_EXPIRED', 'Unknown status', 'blue'],
    ['SOMETHING_NEW', 'Unknown status', 'blue'],
  ])('%s is shown as %s in %s', (status, label, color) => {
    expect(t(statusLabelKey(status))).toBe(label);
    expect(statusColor(status)).toBe(color);
  });

  it('has tooltips for created, failed and submitted to the provider', () => {
    expect(t(statusTooltipKey('CREATED')!)).toMatch(/24 hours/);
    expect(t(statusTooltipKey('FAILED')!)).toMatch(/try again/i);
    expect(t(statusTooltipKey('SUBMITTED_TO_XTRF')!)).toMatch(/submitted/i);
    expect(statusTooltipKey('COMPLETED')).toBeUndefined();
  });

  it('labels web and estimate requests per spec 3 §4.3', () => {
    expect(t(statusLabelKey('SUBMITTED_TO_XTRF', 'request', 'TRANSLATION_REQUEST'))).toBe('In translation');
    expect(t(statusLabelKey('CREATED', 'request', 'TRANSLATION_REQUEST'))).toBe('Translating');
    expect(t(statusLabelKey('CREATED', 'request', 'QUOTE_REQUEST'))).toBe('Estimating');
    expect(t(statusLabelKey('SUBMITTED_TO_XTRF', 'request', 'QUOTE_REQUEST'))).toBe('Estimating');
    expect(t(statusLabelKey('QUOTE_READY_FOR_CLIENT_REVIEW', 'request'))).toBe('Quote is ready for review');
    expect(t(statusLabelKey('SCREENING', 'request'))).toBe('Processing');
  });

  it('knows the in-progress set and the statuses that lock Rename and Archive', () => {
    expect(['CREATED', 'ANALYZING', 'CANCELLING', 'SCREENING', 'SUBMITTING_TO_XTRF', 'TRANSLATING'].every(isInProgress)).toBe(true);
    expect(isInProgress('COMPLETED')).toBe(false);
    expect(isInProgress('READY_FOR_INTERNAL_REVIEW')).toBe(false);
    expect(['ARCHIVED', 'CREATED', 'SUBMITTING_TO_XTRF'].some(canModify)).toBe(false);
    expect(canModify('COMPLETED')).toBe(true);
    expect(canModify('FAILED')).toBe(true);
  });

  it('expands picked groups to raw statuses, comma-separated', () => {
    expect(expandStatusGroups(['failed', 'completed'])).toBe('CANCELLED,CANCELLING,FAILED,COMPLETED');
    expect(expandStatusGroups(['processing'])).toBe('ANALYZING,CREATED,READY_FOR_INTERNAL_REVIEW,SCREENING,REJECTED_BY_SCREENING,TRANSLATING');
    expect(expandStatusGroups([])).toBeUndefined();
    expect(statusGroup('SUBMITTING_TO_XTRF')).toBe('submittingToHumanExpert');
    expect(statusGroup('CHANGES_REQUESTED')).toBe('changesRequested');
    expect(statusLabelKey('CHANGES_REQUESTED', 'request')).toBe('jobRequests.status.labels.changesRequested');
  });
});
