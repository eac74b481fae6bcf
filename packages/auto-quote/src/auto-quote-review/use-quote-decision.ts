// The quote's decision calls (Accept with payment preferences, Reject with a reason) over quote-decision-state.ts.
import { useEffect, useReducer } from 'react';
import type { AcceptanceStatus, AutoQuoteJobRequest, PaymentPreferences } from '@lingua/contract';
import { ApiError, lazyPart, useT } from '@lingua/core';
import { useAcceptAutoQuote } from '../api/accept-auto-quote.ts';
import { useRejectAutoQuote } from '../api/reject-auto-quote.ts';
import { initialQuoteDecision, quoteDecisionReducer } from './quote-decision-state.ts';

// The dialogs (the terms, the payment form with its country and province pickers, the reason to reject) are
// not part of the quote's first screen: they load while the user reads it, and mount when one first opens
// (decision 081).
export const TermsDialog = lazyPart(() => import('./terms-dialog.tsx').then((m) => m.TermsDialog));
export const PaymentPreferencesDialog = lazyPart(() =>
  import('./payment-preferences-dialog.tsx').then((m) => m.PaymentPreferencesDialog),
);
export const RejectDialog = lazyPart(() => import('./reject-dialog.tsx').then((m) => m.RejectDialog));

/** Spec 2 §8: a 409 on accept or reject shows "Conflict error". */
function decisionError(error: unknown, conflictText: string): unknown {
  return error instanceof ApiError && error.status === 409 ? new Error(conflictText) : error;
}

export function useQuoteDecision(quote: AutoQuoteJobRequest, onDecided: (status: AcceptanceStatus) => void) {
  const t = useT();
  const accept = useAcceptAutoQuote(quote.id);
  const reject = useRejectAutoQuote(quote.id);
  const [state, dispatch] = useReducer(quoteDecisionReducer, initialQuoteDecision);
  useEffect(() => {
    TermsDialog.preload();
    PaymentPreferencesDialog.preload();
    RejectDialog.preload();
  }, []);
  const submitAccept = async (paymentPreferences: PaymentPreferences) => {
    try {
      await accept.trigger({ paymentPreferences });
    } catch (e) {
      throw decisionError(e, t('autoQuote.conflict'));
    }
    dispatch({ type: 'close' });
    onDecided('ACCEPTED');
  };
  const submitReject = async () => {
    dispatch({ type: 'rejectFailed', error: null });
    try {
      await reject.trigger(state.reason);
    } catch (e) {
      dispatch({ type: 'rejectFailed', error: decisionError(e, t('autoQuote.conflict')) });
      return;
    }
    dispatch({ type: 'close' });
    onDecided('REJECTED');
  };
  return { state, dispatch, submitAccept, submitReject, rejecting: reject.isMutating };
}

export type QuoteDecision = ReturnType<typeof useQuoteDecision>;
