import { useDeferredValue, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Container, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import type { JobRequest, MachineTranslationTab } from '@lingua/contract';
import { ErrorAlert, lazyPart, useT } from '@lingua/core';
import { IconFileText, IconLanguage, IconMovie } from '@tabler/icons-react';
import { useMachineTranslationSettings } from '../api/get-settings.ts';
import { MachineTranslationGuard } from './machine-translation-guard.tsx';
import { activeTab, machineTranslationPath, visibleTabs } from './tabs.ts';
import { registerMachineTranslationTexts } from '../texts.ts';

registerMachineTranslationTexts();

// Each tab's content loads when its tab first shows (decision 080): a visitor sees the sign-in prompt, a user
// one tab, and neither pays for the other two.
const TextTranslation = lazyPart(() => import('../text-translation/text-translation.tsx').then((m) => m.TextTranslation));
const FileTranslation = lazyPart(() => import('../file-translation/file-translation.tsx').then((m) => m.FileTranslation));
const MediaTranslation = lazyPart(() => import('../media-translation/media-translation.tsx').then((m) => m.MediaTranslation));
const TAB_PARTS: Record<MachineTranslationTab, { preload(): void }> = {
  textTranslation: TextTranslation,
  fileTranslation: FileTranslation,
  mediaTranslation: MediaTranslation,
};

/** Props of MachineTranslationPage. */
export interface MachineTranslationPageProps {
  /** Tab from the route; unset: the default tab. */
  tab?: MachineTranslationTab;
  /** Request id from the route (file or media details). */
  jobRequestId?: string | null;
  /**
   * Called with a /machineTranslation path when the user switches tab or opens/leaves a request. The portal
   * passes its router's navigate; unset (widgets), the page switches internally and never navigates the host.
   */
  onNavigate?: (path: string) => void;
  /** Current path, for the sign-in guard (portal). */
  currentPath?: string;
  /** Address template of the human-translation project (`{xtrfInternalId}`). */
  humanProjectUrl?: string;
  /** Called after a file request was created. */
  onFileRequestSubmitted?: (jobRequest: JobRequest | undefined) => void;
  /** Called after a media request was created. */
  onMediaRequestSubmitted?: (jobRequest: JobRequest) => void;
}

const TAB_ICONS: Record<MachineTranslationTab, ReactNode> = {
  textTranslation: <IconLanguage size={16} aria-hidden />,
  fileTranslation: <IconFileText size={16} aria-hidden />,
  mediaTranslation: <IconMovie size={16} aria-hidden />,
};

/** The machine translation page (spec 3 §2.2): tabs driven by the settings, guarded per spec 3 §2.1. */
export function MachineTranslationPage(props: MachineTranslationPageProps) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <MachineTranslationGuard currentPath={props.currentPath}>
        <MachineTranslationTabs {...props} />
      </MachineTranslationGuard>
    </Container>
  );
}

function MachineTranslationTabs({ tab, jobRequestId, onNavigate, humanProjectUrl, onFileRequestSubmitted, onMediaRequestSubmitted }: MachineTranslationPageProps) {
  const t = useT();
  const settings = useMachineTranslationSettings();
  // The settings' arrival mounts the tabs and the tab's form: as a deferred value that render is a transition,
  // in slices, instead of one long task (decision 088).
  const settingsData = useDeferredValue(settings.data);
  // Inside a widget the page keeps its own location; in the portal the route is the location.
  const [local, setLocal] = useState<{ tab?: MachineTranslationTab; jobRequestId: string | null }>({ tab, jobRequestId: jobRequestId ?? null });
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

  const header = (
    <Stack gap={4} mb="lg">
      <Title order={1}>{t('machineTranslation.page.title')}</Title>
      <Text c="dimmed">{t('machineTranslation.page.subtitle')}</Text>
    </Stack>
  );

  if (settings.error) {
    return (
      <>
        {header}
        <ErrorAlert error={settings.error} onRetry={() => void settings.mutate()} />
      </>
    );
  }
  if (!settingsData) {
    return (
      <>
        {header}
        <Skeleton height={40} radius="md" mb="md" />
        <Skeleton height={320} radius="md" />
      </>
    );
  }

  const tabs = visibleTabs(settingsData);
  const current = activeTab(location.tab, tabs);
  if (!current) {
    return (
      <>
        {header}
        <Alert color="gray">{t('machineTranslation.page.noTabs')}</Alert>
      </>
    );
  }
  // A request id only belongs to the tab it was opened in.
  const requestId = location.tab === current ? location.jobRequestId : null;
  const detailsHref = onNavigate ? (id: string) => machineTranslationPath(current, id) : undefined;

  return (
    <>
      {header}
      <Tabs part="tabs" value={current} onChange={(value) => value && go(value as MachineTranslationTab)} keepMounted={false}>
        <Tabs.List aria-label={t('machineTranslation.page.tabsLabel')} mb="lg">
          {tabs.map((id) => (
            <Tabs.Tab key={id} value={id} leftSection={TAB_ICONS[id]} fz="md">
              {t(`machineTranslation.page.tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="textTranslation">
          <TextTranslation />
        </Tabs.Panel>
        <Tabs.Panel value="fileTranslation">
          <FileTranslation
            jobRequestId={requestId}
            onOpenRequest={(id) => go('fileTranslation', id)}
            onCloseRequest={() => go('fileTranslation')}
            detailsHref={detailsHref}
            humanProjectUrl={humanProjectUrl}
            onSubmitted={onFileRequestSubmitted}
          />
        </Tabs.Panel>
        <Tabs.Panel value="mediaTranslation">
          <MediaTranslation
            jobRequestId={requestId}
            onOpenRequest={(id) => go('mediaTranslation', id)}
            onCloseRequest={() => go('mediaTranslation')}
            detailsHref={detailsHref}
            humanProjectUrl={humanProjectUrl}
            onSubmitted={onMediaRequestSubmitted}
          />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
