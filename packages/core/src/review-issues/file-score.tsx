// The file's quality score in its language (decision 184) as the server stored it, and the issues to download as
// a CSV or a one-page PDF report. Shared by the document and the media editor.
import { useId, useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { QualityExportFile, QualityScore } from '@lingua/contract';
import { IconDownload } from '@tabler/icons-react';
import { errorDisplayMessage } from '../api/api-error.ts';
import { useT } from '../i18n/i18n.ts';
import { registerReviewIssuesTexts } from './review-issues-texts.ts';

registerReviewIssuesTexts();

const n2 = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const int = new Intl.NumberFormat('en');

/** Hands an exported file to the browser to save; the PDF comes in base64. */
export function saveExport(file: QualityExportFile): void {
  const bytes = file.encoding === 'base64' ? Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0)) : file.content;
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mediaType }));
  const a = Object.assign(document.createElement('a'), { href: url, download: file.fileName });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface FileScoreProps {
  /** The language as the heading names it. */
  language: string;
  score: QualityScore | null;
  /** The file's issues as the server exports them (exportQualityIssues). */
  onExport(format: 'csv' | 'pdf'): Promise<QualityExportFile>;
}

export function FileScore({ language, score, onExport }: FileScoreProps) {
  const t = useT();
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const download = async (format: 'csv' | 'pdf') => {
    setError(null);
    try {
      saveExport(await onExport(format));
    } catch (e) {
      setError(errorDisplayMessage(e));
    }
  };
  return (
    <Stack gap={4} component="section" aria-labelledby={titleId}>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600} id={titleId}>
          {t('reviewIssues.score.title', { language })}
        </Text>
        {score ? (
          <>
            <Badge color={score.verdict === 'PASS' ? 'teal' : 'red'} variant="dot" tt="none">
              {t(`reviewIssues.score.${score.verdict}`)}
            </Badge>
            <Text size="sm">{t('reviewIssues.score.figures', { score: n2.format(score.score), per1000: n2.format(score.penaltyPer1000), count: score.countedIssues, words: int.format(score.evaluatedWords) })}</Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('reviewIssues.score.none')}
          </Text>
        )}
      </Group>
      {score ? (
        <Text size="xs" c="dimmed">
          {score.inconclusive ? `${t('reviewIssues.score.inconclusive')} · ` : ''}
          {t('reviewIssues.score.profile', { profile: score.profile, tolerance: score.tolerance })}
        </Text>
      ) : null}
      <Group gap="xs">
        <Button size="compact-xs" variant="subtle" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => void download('csv')}>
          {t('reviewIssues.score.csv')}
        </Button>
        <Button size="compact-xs" variant="subtle" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => void download('pdf')}>
          {t('reviewIssues.score.pdf')}
        </Button>
      </Group>
      {error ? (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
