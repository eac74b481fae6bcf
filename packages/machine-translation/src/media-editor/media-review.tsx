// The media request's review area on its details page: a preview of the source with the subtitles of a chosen
// language (and the dubbed or burned-in outputs), and "Review and edit", which opens the editor in its place.
import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { JobRequest } from '@lingua/contract';
import { useLanguageCodes, useT } from '@lingua/core';
import { IconAlertTriangle, IconEdit } from '@tabler/icons-react';
import { useMediaPeaks } from '../api/get-media-peaks.ts';
import { requestLanguageNames } from '../languages.ts';
import { useMediaSegments } from '../api/get-media-segments.ts';
import { registerMachineTranslationTexts } from '../texts.ts';
import { MediaEditor, type MediaEditorProps } from './media-editor.tsx';
import { lineAt } from './editor-state.ts';
import { MediaPreview } from './media-preview.tsx';
import { SegmentTimeline } from './segment-timeline.tsx';
import { usePlayer } from './use-player.ts';

registerMachineTranslationTexts();

export type MediaReviewProps = Omit<MediaEditorProps, 'onClose' | 'unsureFirst'>;

/** Shown once the request has delivered its files: they are what the lines were taken from. */
export function hasDelivered(job: JobRequest): boolean {
  return job.files.some((f) => f.category === 'TRANSLATED_DOCUMENT');
}

export function MediaReview({ job, ...events }: MediaReviewProps) {
  const t = useT();
  // 'unsure' opens the editor with the lines the recogniser was unsure of first.
  const [editing, setEditing] = useState<false | 'all' | 'unsure'>(false);
  if (!hasDelivered(job)) return null;
  if (editing) return <MediaEditor job={job} onClose={() => setEditing(false)} unsureFirst={editing === 'unsure'} {...events} />;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5">
            {t('machineTranslation.media.editor.preview')}
          </Title>
          <Button size="xs" leftSection={<IconEdit size={14} aria-hidden />} onClick={() => setEditing('all')}>
            {t('machineTranslation.media.editor.review')}
          </Button>
        </Group>
        <UnsureNotice jobRequestId={job.id} onReview={() => setEditing('unsure')} />
        <PreviewOnly job={job} />
      </Stack>
    </Paper>
  );
}

/**
 * What the recogniser was unsure of, counted by the server with the contract's rule: the lines to review, and
 * below the clear-speech threshold the plain word that the transcript cannot be trusted (a human transcription
 * is the escalation on this page).
 */
function UnsureNotice({ jobRequestId, onReview }: { jobRequestId: string; onReview: () => void }) {
  const t = useT();
  const { data } = useMediaSegments(jobRequestId);
  const count = data?.linesUnsure ?? 0;
  if (!count && !data?.speechUnclear) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} data-testid="media-unsure">
      <Stack gap={6} align="flex-start">
        {data?.speechUnclear ? <Text size="sm">{t('machineTranslation.media.editor.speechUnclear')}</Text> : null}
        {count ? <Text size="sm">{t('machineTranslation.media.editor.unsureCount', { count })}</Text> : null}
        {count ? (
          <Button size="xs" variant="light" color="orange" onClick={onReview}>
            {t('machineTranslation.media.editor.reviewUnsure')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

function PreviewOnly({ job }: { job: JobRequest }) {
  const t = useT();
  const player = usePlayer();
  const segments = useMediaSegments(job.id);
  const file = segments.data?.files[0];
  const [languageId, setLanguageId] = useState<string | null>(null);
  useLanguageCodes();
  if (!file) return null;
  const choices = [file.source.languageId, ...file.translations.map((l) => l.languageId)];
  const names = requestLanguageNames(job);
  const shown = languageId ?? file.translations[0]?.languageId ?? file.source.languageId;
  const texts = shown === file.source.languageId ? null : new Map((file.translations.find((l) => l.languageId === shown)?.segments ?? []).map((s) => [s.id, s.text]));
  const lines = file.source.segments.map((s) => ({ start: s.start, end: s.end, text: texts ? (texts.get(s.id) ?? '') : s.text }));
  const breaking = segments.data?.linesBreakingRules ?? 0;
  return (
    <Stack gap="xs">
      {/* The server's count over every language (decision 135), until the lines are fixed in the editor. */}
      {breaking ? <Text size="sm" c="orange.9">{t('machineTranslation.media.editor.quality.count', { count: breaking })}</Text> : null}
      {choices.length > 1 ? (
        <Select
          size="xs"
          w={220}
          label={t('machineTranslation.media.editor.subtitles')}
          value={shown}
          allowDeselect={false}
          onChange={setLanguageId}
          data={choices.map((id) => ({ value: id, label: names.get(id) ?? id }))}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      <MediaPreview job={job} file={file} languageId={shown} languageName={names.get(shown) ?? shown} lines={lines} player={player} />
      {file.kind === 'audio' ? <AudioWaveform job={job} fileIndex={file.fileIndex} durationSeconds={file.durationSeconds} lines={file.source.segments} time={player.time} onSeek={player.seek} /> : null}
    </Stack>
  );
}

/** An audio source has no picture: its waveform (peaks from the server) with the lines over it, to find a place. */
function AudioWaveform(props: { job: JobRequest; fileIndex: number; durationSeconds: number; lines: Parameters<typeof SegmentTimeline>[0]['lines']; time: number; onSeek: (s: number) => void }) {
  const peaks = useMediaPeaks(props.job.id, props.fileIndex);
  return (
    <SegmentTimeline
      peaks={peaks.data}
      durationSeconds={props.durationSeconds}
      lines={props.lines}
      time={props.time}
      activeId={lineAt({ transcript: [...props.lines], translations: {} }, props.time)}
      onSeek={props.onSeek}
    />
  );
}
