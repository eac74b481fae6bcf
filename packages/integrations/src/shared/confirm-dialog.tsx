// The confirmation before an API key is revoked or a webhook endpoint removed: the question, the server's refusal
// if any, Cancel and the action.
import { Button, Group, Modal, Text } from '@mantine/core';
import { ErrorAlert, useT } from '@lingua/core';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  question: string;
  action: string;
  busy: boolean;
  failure: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ opened, title, question, action, busy, failure, onConfirm, onClose }: ConfirmDialogProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {/* Long endpoint URLs wrap anywhere; words of the question wrap between words (break-all split "Every"). */}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {question}
      </Text>
      {failure ? <ErrorAlert error={failure} mt="sm" /> : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm}>
          {action}
        </Button>
      </Group>
    </Modal>
  );
}
