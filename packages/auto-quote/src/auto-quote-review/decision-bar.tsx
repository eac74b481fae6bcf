// The agreement to the terms and the Accept and Reject buttons of a quote that can still be decided.
import { Button, Checkbox, Divider, Group } from '@mantine/core';
import { useT } from '@lingua/core';
import type { QuoteDecision } from './use-quote-decision.ts';

export function DecisionBar({ decision }: { decision: QuoteDecision }) {
  const t = useT();
  const { state, dispatch } = decision;
  return (
    <>
      <Divider />
      <Checkbox
        label={t('autoQuote.agreement.label')}
        checked={state.agreed}
        error={state.agreementMissing ? t('autoQuote.agreement.required') : null}
        onChange={(event) => dispatch({ type: 'agree', agreed: event.currentTarget.checked })}
      />
      <Group justify="flex-end">
        <Button variant="default" color="red" onClick={() => dispatch({ type: 'open', dialog: 'reject' })}>
          {t('autoQuote.reject')}
        </Button>
        <Button onClick={() => dispatch({ type: 'accept' })}>{t('autoQuote.accept')}</Button>
      </Group>
    </>
  );
}
