import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { JobRequest } from '@lingua/contract';
import { JobRequestList, useT } from '@lingua/core';
import { IconPlus } from '@tabler/icons-react';
import { registerMachineTranslationTexts } from '../texts.ts';
import { MediaCreatePanel } from './media-create-panel.tsx';
import { MediaRequestDetails } from './media-request-details.tsx';

registerMachineTranslationTexts();

/** List id of the media tab's request list (its page size is remembered under it). */
export const MEDIA_REQUEST_LIST_ID = 'machineTranslation.media';

/** Props of MediaTranslation. */
export interface MediaTranslationProps {
  /** The request whose details are shown; unset shows Create and the list. */
  jobRequestId?: string | null;
  onOpenRequest: (jobRequestId: string) => void;
  onCloseRequest: () => void;
  /** Address of a request's details, so list names are real links (portal only). */
  detailsHref?: (jobRequestId: string) => string;
  humanProjectUrl?: string;
  onSubmitted?: (jobRequest: JobRequest) => void;
  onFailed?: (error: unknown) => void;
}

/** The media tab (spec 3 §2.2): a Create button opening the side panel, and the media requests below. */
export function MediaTranslation({ jobRequestId, onOpenRequest, onCloseRequest, detailsHref, humanProjectUrl, onSubmitted, onFailed }: MediaTranslationProps) {
  const t = useT();
  const [creating, setCreating] = useState(false);
  if (jobRequestId) return <MediaRequestDetails jobRequestId={jobRequestId} onReturn={onCloseRequest} humanProjectUrl={humanProjectUrl} />;
  return (
    <Stack gap="xl">
      <Group part="toolbar" justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {t('machineTranslation.media.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('machineTranslation.media.intro')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('machineTranslation.media.create')}
        </Button>
      </Group>
      <JobRequestList listId={MEDIA_REQUEST_LIST_ID} origination="MEDIAAI" onViewDetails={(request) => onOpenRequest(request.id)} detailsHref={detailsHref} />
      <MediaCreatePanel
        opened={creating}
        onClose={() => setCreating(false)}
        onSubmitted={(created) => {
          notifications.show({ color: 'green', message: t('machineTranslation.media.success') });
          onSubmitted?.(created);
        }}
        onFailed={onFailed}
      />
    </Stack>
  );
}
