import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { JobRequest } from '@lingua/contract';
import { JobRequestList, useT } from '@lingua/core';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { registerMachineTranslationTexts } from '../texts.ts';
import { MediaCreatePanel } from './media-create-panel.tsx';
import { MediaRequestDetails } from './media-request-details.tsx';

registerMachineTranslationTexts();

/** List id of the media tab's request list (its page size is remembered under it). */
export const MEDIA_REQUEST_LIST_ID = 'machineTranslation.media';

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
  /** The editor saved a change of this request's lines. */
  onLinesSaved?: (jobRequestId: string) => void;
  /** The files of this request were rendered again after edits. */
  onRebuilt?: (jobRequestId: string) => void;
}

/**
 * The media tab (spec 3 §2.2): a Create button opening the side panel, and the media requests below. The
 * "submitted" notice stands in the tab above the list, not as a floating notification: a toast sits in the
 * corner where the side panel's Submit button is, so it covered that button when the user created the next
 * request at once.
 */
export function MediaTranslation({ jobRequestId, onOpenRequest, onCloseRequest, detailsHref, humanProjectUrl, onSubmitted, onFailed, onLinesSaved, onRebuilt }: MediaTranslationProps) {
  const t = useT();
  const [creating, setCreating] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  if (jobRequestId)
    return (
      <MediaRequestDetails
        jobRequestId={jobRequestId}
        onReturn={onCloseRequest}
        humanProjectUrl={humanProjectUrl}
        onSaved={() => onLinesSaved?.(jobRequestId)}
        onRebuilt={() => onRebuilt?.(jobRequestId)}
        onFailed={onFailed}
      />
    );
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
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            setSubmitted(false);
            setCreating(true);
          }}
        >
          {t('machineTranslation.media.create')}
        </Button>
      </Group>
      {submitted ? <SubmittedNotice onClose={() => setSubmitted(false)} /> : null}
      <JobRequestList listId={MEDIA_REQUEST_LIST_ID} origination="MEDIAAI" onViewDetails={(request) => onOpenRequest(request.id)} detailsHref={detailsHref} />
      <MediaCreatePanel
        opened={creating}
        onClose={() => setCreating(false)}
        onSubmitted={(created) => {
          setSubmitted(true);
          onSubmitted?.(created);
        }}
        onFailed={onFailed}
      />
    </Stack>
  );
}

/** "Your request was submitted", above the list until the user closes it or creates the next request. */
function SubmittedNotice({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status" withCloseButton closeButtonLabel={t('machineTranslation.media.dismiss')} onClose={onClose}>
      {t('machineTranslation.media.success')}
    </Alert>
  );
}
