import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { CURRENCY, CURRENCY_DECIMALS } from '@lingua/contract';
import { formatNumber, useT } from '@lingua/core';
import type { UploadedFiles } from '../rules/uploaded-files.ts';
import { registerCreateProjectTexts } from '../texts.ts';
import { useEstimate } from './use-estimate.ts';

registerCreateProjectTexts();

export interface EstimatePanelProps {
  /** Source files chosen so far. */
  files: readonly File[];
  /** Number of target languages chosen (the price scales with it). */
  targetCount: number;
  /** Where the uploads are recorded, shared with the form's submit so that it sends each file only once. */
  uploads?: UploadedFiles;
}

// Written as the shown language writes money (decision 192).
const money = (amount: number) => formatNumber(amount, { style: 'currency', currency: CURRENCY, minimumFractionDigits: CURRENCY_DECIMALS, maximumFractionDigits: CURRENCY_DECIMALS });

function Calculating() {
  const t = useT();
  return (
    <Group gap="xs" wrap="nowrap">
      <Loader size="xs" aria-hidden />
      <Text size="sm">{t('createProject.estimate.calculating')}</Text>
    </Group>
  );
}

/**
 * Live ballpark price (an addition to the spec's form, POST /autoQuotes/actions/estimate): the chosen files go to
 * temporary storage and the estimate call analyses them, again whenever files or the number of targets change.
 * The uploads are recorded in `uploads` by file, so adding a file does not upload the others again and Submit
 * reuses them (rules/uploaded-files.ts).
 */
export function EstimatePanel({ files, targetCount, uploads }: EstimatePanelProps) {
  const t = useT();
  const { estimate, busy } = useEstimate(files, targetCount, uploads);
  if (!busy && !estimate) return null;
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-blue-light)" aria-live="polite" role="region" aria-label={t('createProject.estimate.title')}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconCalculator size={24} aria-hidden />
          <Stack gap={2}>
            <Text fw={600}>{t('createProject.estimate.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('createProject.estimate.hint', { count: targetCount })}
            </Text>
            {estimate && !estimate.complete ? <Text size="sm">{t('createProject.estimate.incomplete')}</Text> : null}
          </Stack>
        </Group>
        {estimate ? (
          // While it re-prices, the last figure stays (dimmed) and the pages line says so: the panel keeps its
          // height, so the buttons below do not move under a user's pointer.
          <Stack gap={0} align="flex-end" aria-busy={busy}>
            <Text fw={700} size="lg" c={busy ? 'dimmed' : undefined} data-testid="estimate-price">
              {t('createProject.estimate.price', { price: money(estimate.price) })}
            </Text>
            {busy ? <Calculating /> : (
              <Text size="sm" data-testid="estimate-pages">
                {t('createProject.estimate.pages', { count: estimate.documentPages })}
              </Text>
            )}
          </Stack>
        ) : (
          <Calculating />
        )}
      </Group>
    </Paper>
  );
}
