// Asks before a key is revoked: every system using it is refused at once.
import { useT } from '@lingua/core';
import { ConfirmDialog } from '../shared/confirm-dialog.tsx';
import type { KeyRevokeModel } from './use-key-revoke.ts';

export function RevokeKeyDialog({ model }: { model: KeyRevokeModel }) {
  const t = useT();
  const key = model.state.revoking;
  return (
    <ConfirmDialog
      opened={key !== null}
      title={t('integrations.apiKeys.revokeTitle')}
      question={t('integrations.apiKeys.revokeQuestion', { name: key?.name ?? '', prefix: key?.prefix ?? '' })}
      action={t('integrations.apiKeys.revoke')}
      busy={model.submit.busy}
      failure={model.submit.failure}
      onConfirm={model.revoke}
      onClose={() => model.dispatch({ type: 'revoke', key: null })}
    />
  );
}
