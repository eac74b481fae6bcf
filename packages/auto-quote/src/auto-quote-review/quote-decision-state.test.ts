// The quote's decision without React: Accept needs the agreement, dialogs open and close, a refusal is kept.
import { describe, expect, it } from 'vitest';
import { initialQuoteDecision as initial, quoteDecisionReducer as reduce } from './quote-decision-state.ts';

describe('quote decision state', () => {
  it('asks for the agreement before Accept opens the payment preferences', () => {
    const refused = reduce(initial, { type: 'accept' });
    expect(refused).toMatchObject({ agreementMissing: true, open: null });
    const agreed = reduce(refused, { type: 'agree', agreed: true });
    expect(agreed.agreementMissing).toBe(false);
    expect(reduce(agreed, { type: 'accept' })).toMatchObject({ open: 'payment', everOpened: true });
  });

  it('keeps the dialogs mounted once opened, and forgets a refused reject when it opens again', () => {
    let state = reduce(reduce(initial, { type: 'open', dialog: 'reject' }), { type: 'rejectFailed', error: new Error('Conflict error') });
    state = reduce(state, { type: 'close' });
    expect(state).toMatchObject({ open: null, everOpened: true });
    expect(reduce(state, { type: 'open', dialog: 'reject' }).rejectError).toBeNull();
  });
});
