import { Alert, Center, Stack, Title } from '@mantine/core';
import { useT } from '@lingua/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { registerProcurementTexts } from '../texts.ts';

registerProcurementTexts();

export interface CoupaErrorPageProps {
  /** The `message` query parameter; empty or absent shows the generic text. */
  message?: string | null;
}

/** Spec 3 §2.6 error page: 'Error. {message}' or the generic text. */
export function CoupaErrorPage({ message }: CoupaErrorPageProps) {
  const t = useT();
  const text = message?.trim() ? t('coupa.errorPage.withMessage', { message: message.trim() }) : t('coupa.errorPage.generic');
  return (
    <Center py="xl" px="md">
      <Stack maw={640} w="100%" gap="md">
        <Title order={1} size="h2">
          {t('coupa.errorPage.title')}
        </Title>
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {text}
        </Alert>
      </Stack>
    </Center>
  );
}
