// The account being created; a failure that is not a known refusal is shown with Retry, Back and Cancel.
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { ErrorAlert, useT } from '@lingua/core';

export interface CreatingStepProps {
  creating: boolean;
  failure: unknown;
  onCancel: () => void;
  onBack: () => void;
  onRetry: () => void;
}

export function CreatingStep({ creating, failure, onCancel, onBack, onRetry }: CreatingStepProps) {
  const t = useT();
  return (
    <Stack>
      {creating ? (
        <Group justify="center" py="xl" gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('account.signUp.creating')}</Text>
        </Group>
      ) : null}
      {failure ? (
        <>
          <ErrorAlert error={failure} />
          <Group justify="space-between">
            <Button variant="default" onClick={onCancel}>
              {t('account.signUp.cancel')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onBack}>
                {t('account.signUp.back')}
              </Button>
              <Button onClick={onRetry}>{t('common.retry')}</Button>
            </Group>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
