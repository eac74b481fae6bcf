// The external link's refusal page, beside the external link's form: only that lazily loaded form shows it, so the
// entry's first load (decision 171) does not carry it.
import { Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useT } from '@lingua/core';
import { StatusPage } from '../quote-request/status-pages.tsx';

/** Spec 2 §2: the external link is missing a part or its token was refused. */
export function InvalidLinkPage() {
  const t = useT();
  return (
    <StatusPage
      icon={<IconLinkOff size={40} />}
      color="red"
      title={t('createProject.fromExternalLink.invalidUrl.title')}
    >
      <Text size="lg">{t('createProject.fromExternalLink.invalidUrl.message')}</Text>
    </StatusPage>
  );
}
