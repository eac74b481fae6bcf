// The details' summary: name and status, when it was made, its languages, the engines (to staff), what the tab
// adds, the human project it went to, and that it refreshes by itself while in progress.
import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { JobRequest } from '@lingua/contract';
import { formatDateTime, isInProgress, nameOfLanguage, sortedLanguageNames, StatusBadge, useLanguageCodes, useT } from '@lingua/core';
import { HumanProjectLink } from './human-project-link.tsx';
import { MtEnginesSummary } from './mt-engines-summary.tsx';
import { RequestName } from './request-name.tsx';

export interface RequestSummaryProps {
  job: JobRequest;
  humanProjectUrl?: string | undefined;
  summary?: ((jobRequest: JobRequest) => ReactNode) | undefined;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

export function RequestSummary({ job, humanProjectUrl, summary }: RequestSummaryProps) {
  const t = useT();
  useLanguageCodes();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <RequestName job={job} />
          <StatusBadge status={job.status} size="lg" />
        </Group>
        <Group gap="xl" wrap="wrap">
          <Fact label={t('machineTranslation.details.created')}>{formatDateTime(job.createTime)}</Fact>
          <Fact label={t('machineTranslation.details.languages')}>
            {/* The arrow points the way of reading (decision 189). */}
            {nameOfLanguage(job.sourceLanguage)} <span className="mantine-rotate-rtl" style={{ display: 'inline-block' }}>→</span> {sortedLanguageNames(job.targetLanguages)}
          </Fact>
          <MtEnginesSummary job={job} />
          {summary?.(job)}
        </Group>
        <HumanProjectLink job={job} humanProjectUrl={humanProjectUrl} />
        {isInProgress(job.status) ? (
          <Text size="xs" c="dimmed">
            {t('machineTranslation.details.autoRefresh')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
