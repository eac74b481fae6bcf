// The offer to ask a human translator (spec 3 §2.2, §4.9), shown for a completed or failed request.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useT } from '@lingua/core';
import { IconUserCheck } from '@tabler/icons-react';
import { UnknownWords } from './translation-counts.tsx';

/** `unknownWords`: the words the engine did not know (decision 149), said beside the button when there are any. */
export function EscalationOffer({ onOpen, unknownWords }: { onOpen: () => void; unknownWords?: number | undefined }) {
  const t = useT();
  return (
    <Alert variant="light" color="blue" icon={<IconUserCheck aria-hidden />}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Text size="sm">{t('machineTranslation.escalation.note')}</Text>
          <UnknownWords count={unknownWords} />
        </Stack>
        <Button size="xs" onClick={onOpen}>
          {t('machineTranslation.escalation.open')}
        </Button>
      </Group>
    </Alert>
  );
}
