import { Group, Progress, Text } from '@mantine/core';
import type { ProgressProps } from '@mantine/core';
import { submissionProgress } from '../../api/upload.ts';
import type { SubmissionPhase } from '../../api/upload.ts';
import { useT } from '../../i18n/i18n.ts';

export interface UploadProgressProps extends Omit<ProgressProps, 'value'> {
  /** Upload percentage of all files (0–100). */
  uploadPercent: number;
  phase?: SubmissionPhase;
  /** Accessible label; default the catalogue's "Upload progress". */
  label?: string;
}

/** Submission progress bar following spec 2 §4 (0.9 × upload share, 95 while creating, 100 when done). */
export function UploadProgress({ uploadPercent, phase = 'uploading', label, ...others }: UploadProgressProps) {
  const t = useT();
  const value = Math.round(submissionProgress(uploadPercent, phase));
  const name = label ?? t('common.uploadProgress.label');
  return (
    <Group gap="sm" wrap="nowrap">
      <Progress value={value} aria-label={name} animated={phase !== 'done'} style={{ flex: 1 }} {...others} />
      <Text size="sm" aria-hidden>
        {value}%
      </Text>
    </Group>
  );
}
