import { IconMapSearch } from '@tabler/icons-react';
import { useT } from '@lingua/core';
import { StatusPage } from '../status-page/index.ts';

/** Any path no route matches. */
export function NotFoundPage() {
  const t = useT();
  return <StatusPage icon={<IconMapSearch size={36} aria-hidden="true" />} title={t('portal.pages.notFoundTitle')} text={t('portal.pages.notFoundText')} />;
}
