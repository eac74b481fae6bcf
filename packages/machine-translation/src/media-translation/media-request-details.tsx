import { Progress, Text } from '@mantine/core';
import { mediaZipFileName } from '@lingua/contract';
import type { JobRequest } from '@lingua/contract';
import { isInProgress, useT } from '@lingua/core';
import { FileRequestDetails } from '../file-translation/file-request-details.tsx';
import { MediaReview, type MediaReviewProps } from '../media-editor/media-review.tsx';

export interface MediaRequestDetailsProps extends Omit<MediaReviewProps, 'job'> {
  jobRequestId: string;
  onReturn: () => void;
  humanProjectUrl?: string;
}

function MediaSummary({ job }: { job: JobRequest }) {
  const t = useT();
  const fact = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
  return (
    <>
      {job.mediaProjectType ? fact(t('machineTranslation.media.projectType'), t(`machineTranslation.media.types.${job.mediaProjectType}`)) : null}
      {job.subtitlesType ? fact(t('machineTranslation.media.subtitleFormat'), job.subtitlesType.toUpperCase()) : null}
      {isInProgress(job.status) && typeof job.progress === 'number' ? (
        <div style={{ minWidth: 180 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('machineTranslation.media.progressValue', { percent: job.progress })}
          </Text>
          <Progress value={job.progress} mt={6} aria-label={t('machineTranslation.media.progressValue', { percent: job.progress })} />
        </div>
      ) : null}
    </>
  );
}

/**
 * Details of a media request (spec 3 §2.2): the document tab's details — name, status, source files, outputs per
 * language, Download all, escalation (media files go as REFERENCE, spec 3 §9) — with the zip named
 * 'mt-translation-{id}.zip' (spec 3 §4.5) and the project type, subtitle type and progress; once delivered, the
 * preview and "Review and edit".
 */
export function MediaRequestDetails({ jobRequestId, onReturn, humanProjectUrl, ...events }: MediaRequestDetailsProps) {
  return (
    <FileRequestDetails
      jobRequestId={jobRequestId}
      onReturn={onReturn}
      humanProjectUrl={humanProjectUrl}
      zipFileName={(job) => mediaZipFileName(job.id)}
      summary={(job) => <MediaSummary job={job} />}
      review={(job) => <MediaReview job={job} {...events} />}
      originations={['MEDIAAI']}
    />
  );
}
