// A secret shown once (an API key, a webhook signing secret; decision 137): the value to copy, the warning that it is
// not shown again, and a button to put it away.
import { Alert, Button, Code, CopyButton, Group, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useT } from '@lingua/core';

export interface SecretOnceProps {
  title: string;
  secret: string;
  onDone: () => void;
}

export function SecretOnce({ title, secret, onDone }: SecretOnceProps) {
  const t = useT();
  return (
    <Alert color="blue.9" variant="outline" icon={<IconKey size={18} aria-hidden />} title={title} role="status">
      <Text size="sm" mb="xs">
        {t('integrations.secretOnce.warning')}
      </Text>
      <Code block data-testid="secret-once" style={{ wordBreak: 'break-all' }}>
        {secret}
      </Code>
      <Group mt="sm" gap="sm">
        <CopyButton value={secret}>{({ copied, copy }) => <Button variant="light" onClick={copy}>{copied ? t('integrations.secretOnce.copied') : t('integrations.secretOnce.copy')}</Button>}</CopyButton>
        <Button variant="subtle" onClick={onDone}>
          {t('integrations.secretOnce.done')}
        </Button>
      </Group>
    </Alert>
  );
}
