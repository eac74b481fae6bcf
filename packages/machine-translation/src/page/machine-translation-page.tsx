import { useDeferredValue, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Container, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import type { JobRequest, MachineTranslationTab } from '@lingua/contract';
import { ErrorAlert, lazyPart, useT } from '@lingua/core';
import { IconFileText, IconLanguage, IconMovie } from '@tabler/icons-react';
import { useMachineTranslationSettings } from '../api/get-settings.ts';
import { MachineTranslationGuard } from './machine-translation-guard.tsx';
import { activeTab, machineTranslationPath, visibleTabs } from './tabs.ts';
import { registerFirstScreenTexts } from '../first-screen-texts.ts';

registerFirstScreenTexts();

// Each tab's content loads when its tab first shows (decision 080): a visitor sees the sign-in prompt, a user
// one tab, and neither pays for the other two.
const TextTranslation = lazyPart(() =>
  import('../text-translation/text-translation.tsx').then((m) => m.TextTranslation),
);
const FileTranslation = lazyPart(() =>
  import('../file-translation/file-translation.tsx').then((m) => m.FileTranslation),
);
const MediaTranslation = lazyPart(() =>
  import('../media-translation/media-translation.tsx').then((m) => m.MediaTranslation),
);
const TAB_PARTS: Record<MachineTranslationTab, { preload(): void }> = {
  textTranslation: TextTranslation,
  fileTranslation: FileTranslation,
  mediaTranslation: MediaTranslation,
};

export interface MachineTranslationPageProps {
  tab?: MachineTranslationTab;
  jobRequestId?: string | null;
  /** The portal passes its router's navigate; unset (widgets), the page switches internally, never navigating the host. */
  onNavigate?: (path: string) => void;
  currentPath?: string;
  /** Address template of the human-translation project (`{xtrfInternalId}`). */
  humanProjectUrl?: string;
  /** Address of a translated file's document editor; with `onNavigate`, "Review and edit" goes there. */
  reviewPath?: (jobRequestId: string, fileKey: string) => string;
  onFileRequestSubmitted?: (jobRequest: JobRequest | undefined) => void;
  onMediaRequestSubmitted?: (jobRequest: JobRequest) => void;
}

const TAB_ICONS: Record<MachineTranslationTab, ReactNode> = {
  textTranslation: <IconLanguage size={16} aria-hidden />,
  fileTranslation: <IconFileText size={16} aria-hidden />,
  mediaTranslation: <IconMovie size={16} aria-hidden />,
};

export function MachineTranslationPage(props: MachineTranslationPageProps) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <MachineTranslationGuard currentPath={props.currentPath}>
        <MachineTranslationTabs {...props} />
      </MachineTranslationGuard>
    </Container>
  );
}

function usePageLocation({
  tab,
  jobRequestId,
  onNavigate,
}: Pick<MachineTranslationPageProps, 'tab' | 'jobRequestId' | 'onNavigate'>) {
  const [local, setLocal] = useState<{ tab?: MachineTranslationTab; jobRequestId: string | null }>({
    tab,
    jobRequestId: jobRequestId ?? null,
  });
  const location = onNavigate ? { tab, jobRequestId: jobRequestId ?? null } : local;
  // The tab the address names starts loading while the settings load, not after they arrive (decision 088).
  const requestedTab = location.tab;
  useEffect(() => {
    if (requestedTab) TAB_PARTS[requestedTab].preload();
  }, [requestedTab]);
  const go = (nextTab: MachineTranslationTab, nextId: string | null = null) => {
    if (onNavigate) onNavigate(machineTranslationPath(nextTab, nextId));
    else setLocal({ tab: nextTab, jobRequestId: nextId });
  };
  return { location, go };
}

function PageHeader() {
  const t = useT();
  return (
    <Stack gap={4} mb="lg">
      <Title order={1}>{t('machineTranslation.page.title')}</Title>
      <Text c="dimmed">{t('machineTranslation.page.subtitle')}</Text>
    </Stack>
  );
}

function MachineTranslationTabs(props: MachineTranslationPageProps) {
  const t = useT();
  const settings = useMachineTranslationSettings();
  // The settings' arrival renders as a deferred transition, in slices, not one long task (decision 088).
  const settingsData = useDeferredValue(settings.data);
  const { location, go } = usePageLocation(props);
  const tabs = settingsData ? visibleTabs(settingsData) : [];
  const current = settingsData ? activeTab(location.tab, tabs) : undefined;
  let body;
  if (settings.error) body = <ErrorAlert error={settings.error} onRetry={() => void settings.mutate()} />;
  else if (!settingsData)
    body = (
      <>
        <Skeleton height={40} radius="md" mb="md" />
        <Skeleton height={320} radius="md" />
      </>
    );
  else if (!current) body = <Alert color="gray">{t('machineTranslation.page.noTabs')}</Alert>;
  // A request id only belongs to the tab it was opened in.
  else
    body = (
      <PageTabs
        {...props}
        tabs={tabs}
        current={current}
        requestId={location.tab === current ? location.jobRequestId : null}
        go={go}
      />
    );
  return (
    <>
      <PageHeader />
      {body}
    </>
  );
}

interface PageTabsProps extends MachineTranslationPageProps {
  tabs: MachineTranslationTab[];
  current: MachineTranslationTab;
  requestId: string | null;
  go: (tab: MachineTranslationTab, id?: string | null) => void;
}

function PageTabs({
  tabs,
  current,
  requestId,
  go,
  onNavigate,
  humanProjectUrl,
  onFileRequestSubmitted,
  onMediaRequestSubmitted,
  reviewPath,
}: PageTabsProps) {
  const t = useT();
  const detailsHref = onNavigate ? (id: string) => machineTranslationPath(current, id) : undefined;
  const requests = (tab: 'fileTranslation' | 'mediaTranslation') => ({
    jobRequestId: requestId,
    onOpenRequest: (id: string) => go(tab, id),
    onCloseRequest: () => go(tab),
    detailsHref,
    humanProjectUrl,
  });
  return (
    <Tabs
      part="tabs"
      value={current}
      onChange={(value) => value && go(value as MachineTranslationTab)}
      keepMounted={false}
    >
      {/* One row at every width: on a phone the tabs scroll sideways instead of wrapping under each other. */}
      <Tabs.List aria-label={t('machineTranslation.page.tabsLabel')} mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {tabs.map((id) => (
          <Tabs.Tab key={id} value={id} leftSection={TAB_ICONS[id]} fz="md" style={{ flexShrink: 0 }}>
            {t(`machineTranslation.page.tabs.${id}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="textTranslation">
        <TextTranslation />
      </Tabs.Panel>
      <Tabs.Panel value="fileTranslation">
        <FileTranslation
          {...requests('fileTranslation')}
          onSubmitted={onFileRequestSubmitted}
          reviewHref={onNavigate ? reviewPath : undefined}
          onReviewFile={onNavigate && reviewPath ? (id, key) => onNavigate(reviewPath(id, key)) : undefined}
        />
      </Tabs.Panel>
      <Tabs.Panel value="mediaTranslation">
        <MediaTranslation {...requests('mediaTranslation')} onSubmitted={onMediaRequestSubmitted} />
      </Tabs.Panel>
    </Tabs>
  );
}
