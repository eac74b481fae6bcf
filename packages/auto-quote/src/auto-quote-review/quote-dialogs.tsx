// The quote's dialogs, mounted from the first opening on: the terms, the payment preferences, the reason to reject.
import {
  PaymentPreferencesDialog,
  RejectDialog,
  TermsDialog,
  type QuoteDecision,
} from './use-quote-decision.ts';

export function QuoteDialogs({ decision }: { decision: QuoteDecision }) {
  const { state, dispatch } = decision;
  if (!state.everOpened) return null;
  const close = () => dispatch({ type: 'close' });
  return (
    <>
      <TermsDialog opened={state.open === 'terms'} onClose={close} />
      <PaymentPreferencesDialog
        opened={state.open === 'payment'}
        onClose={close}
        onSubmit={decision.submitAccept}
      />
      <RejectDialog
        opened={state.open === 'reject'}
        onClose={close}
        reason={state.reason}
        onReasonChange={(reason: string) => dispatch({ type: 'reason', reason })}
        error={state.rejectError}
        busy={decision.rejecting}
        onConfirm={() => void decision.submitReject()}
      />
    </>
  );
}
