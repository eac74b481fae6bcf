import { IconLock } from '@tabler/icons-react';
import { useT } from '@lingua/core';
import { StatusPage } from '../status-page/index.ts';

/** The restricted-access message (spec 1 §6) as a page of its own. */
export function AccessRestrictedPage() {
  const t = useT();
  return <StatusPage icon={<IconLock size={36} aria-hidden="true" />} title={t('portal.pages.accessRestrictedTitle')} text={t('accessRestricted')} />;
}
