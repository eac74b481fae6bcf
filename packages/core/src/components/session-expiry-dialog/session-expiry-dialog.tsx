import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { getLanguage, useT } from '../../i18n/i18n.ts';

export interface SessionExpiryDialogProps {
  opened: boolean;
  secondsLeft: number;
  /** "I'm here" (also Escape, which proves presence just as well). */
  onConfirm: () => void;
}

// The seconds in words of the shown language ("1 second", "ثانيتان"): Intl knows every language's plural forms.
const SECONDS = { style: 'unit', unit: 'second', unitDisplay: 'long' } as const;

/** The inactivity warning of spec 1 §4 with its "I'm here" button. */
export function SessionExpiryDialog({ opened, secondsLeft, onConfirm }: SessionExpiryDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onConfirm}
      title={t('common.sessionExpiry.title')}
      closeOnClickOutside={false}
      withCloseButton={false}
      centered
    >
      <Stack>
        <Text>{t('common.sessionExpiry.message', { time: Math.max(0, secondsLeft).toLocaleString(getLanguage(), SECONDS) })}</Text>
        <Group justify="flex-end">
          <Button onClick={onConfirm} data-autofocus>
            {t('common.sessionExpiry.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
