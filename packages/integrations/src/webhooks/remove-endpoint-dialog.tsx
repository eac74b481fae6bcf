// Asks before an endpoint is removed with its delivery log.
import { useT } from '@lingua/core';
import { ConfirmDialog } from '../shared/confirm-dialog.tsx';
import type { WebhooksTabModel } from './use-webhooks-tab.ts';

export function RemoveEndpointDialog({ model }: { model: WebhooksTabModel }) {
  const t = useT();
  const endpoint = model.state.removing;
  return (
    <ConfirmDialog
      opened={endpoint !== null}
      title={t('integrations.webhooks.removeTitle')}
      question={t('integrations.webhooks.removeQuestion', { url: endpoint?.url ?? '' })}
      action={t('integrations.webhooks.remove')}
      busy={model.submit.busy}
      failure={model.submit.failure}
      onConfirm={model.remove}
      onClose={() => model.dispatch({ type: 'remove', endpoint: null })}
    />
  );
}
