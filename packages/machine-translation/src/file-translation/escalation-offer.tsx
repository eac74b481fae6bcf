// The offer to ask a human translator (spec 3 §2.2, §4.9), shown for a completed or failed request.
import { Alert, Button, Group, Text } from '@mantine/core';
import { useT } from '@lingua/core';
import { IconUserCheck } from '@tabler/icons-react';

export function EscalationOffer({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  return (
    <Alert variant="light" color="blue" icon={<IconUserCheck aria-hidden />}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{t('machineTranslation.escalation.note')}</Text>
        <Button size="xs" onClick={onOpen}>
          {t('machineTranslation.escalation.open')}
        </Button>
      </Group>
    </Alert>
  );
}
