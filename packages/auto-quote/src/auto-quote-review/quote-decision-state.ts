// The quote's decision as pure state (spec 2 §2, §8): the agreement to the terms (required before Accept), which
// dialog is open (terms, payment preferences, the reason to reject), the reason typed and a refused decision.
// The dialogs stay mounted from their first opening on, so each later close keeps its closing transition.
export type QuoteDialog = 'terms' | 'payment' | 'reject';

export interface QuoteDecisionState {
  agreed: boolean;
  agreementMissing: boolean;
  open: QuoteDialog | null;
  everOpened: boolean;
  reason: string;
  rejectError: unknown;
}

export type QuoteDecisionAction =
  | { type: 'agree'; agreed: boolean }
  | { type: 'accept' }
  | { type: 'open'; dialog: QuoteDialog }
  | { type: 'close' }
  | { type: 'reason'; reason: string }
  | { type: 'rejectFailed'; error: unknown };

export const initialQuoteDecision: QuoteDecisionState = {
  agreed: false,
  agreementMissing: false,
  open: null,
  everOpened: false,
  reason: '',
  rejectError: null,
};

export function quoteDecisionReducer(
  state: QuoteDecisionState,
  action: QuoteDecisionAction,
): QuoteDecisionState {
  switch (action.type) {
    case 'agree':
      return {
        ...state,
        agreed: action.agreed,
        agreementMissing: action.agreed ? false : state.agreementMissing,
      };
    case 'accept':
      // Accept asks for the payment preferences only once the terms are agreed to.
      return state.agreed
        ? { ...state, open: 'payment', everOpened: true }
        : { ...state, agreementMissing: true };
    case 'open':
      return {
        ...state,
        open: action.dialog,
        everOpened: true,
        rejectError: action.dialog === 'reject' ? null : state.rejectError,
      };
    case 'close':
      return { ...state, open: null };
    case 'reason':
      return { ...state, reason: action.reason };
    case 'rejectFailed':
      return { ...state, rejectError: action.error };
  }
}
