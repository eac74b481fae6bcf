// The file's quality score in its language (decision 184) as the server stored it, and the issues to download as
// a CSV or a one-page PDF report.
import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { QualityScore } from '@lingua/contract';
import { errorDisplayMessage, useT } from '@lingua/core';
import { IconDownload } from '@tabler/icons-react';
import { exportIssues, saveExport } from './quality-api.ts';
import type { FileRef } from './review-api.ts';
import './texts/review-issues-texts.ts';

const n2 = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const int = new Intl.NumberFormat('en');

export interface FileScoreProps {
  file: FileRef;
  languageId: string;
  score: QualityScore | null;
}

export function FileScore({ file, languageId, score }: FileScoreProps) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const download = async (format: 'csv' | 'pdf') => {
    setError(null);
    try {
      saveExport(await exportIssues(file, languageId, format));
    } catch (e) {
      setError(errorDisplayMessage(e));
    }
  };
  return (
    <Stack gap={4} component="section" aria-labelledby="lp-doc-score">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600} id="lp-doc-score">
          {t('reviewIssues.score.title', { language: languageId })}
        </Text>
        {score ? (
          <>
            <Badge color={score.verdict === 'PASS' ? 'teal' : 'red'} variant="dot" tt="none">
              {t(`reviewIssues.score.${score.verdict}`)}
            </Badge>
            <Text size="sm">{t('reviewIssues.score.figures', { score: n2.format(score.score), per1000: n2.format(score.penaltyPer1000), issues: score.countedIssues, words: int.format(score.evaluatedWords) })}</Text>
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
