import { useEffect, useRef, useState } from 'react';
import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { calls, CURRENCY, CURRENCY_DECIMALS } from '@lingua/contract';
import type { AutoQuoteEstimate } from '@lingua/contract';
import { callApi, createPresignedPost, uploadAll, useT } from '@lingua/core';
import { sanitizeFileName } from '../rules/filename.ts';

/** Props of EstimatePanel. */
export interface EstimatePanelProps {
  /** Source files chosen so far. */
  files: readonly File[];
  /** Number of target languages chosen (the price scales with it). */
  targetCount: number;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY, minimumFractionDigits: CURRENCY_DECIMALS, maximumFractionDigits: CURRENCY_DECIMALS });

/**
 * Live ballpark price (an addition to the spec's form, POST /autoQuotes/actions/estimate): the chosen files go to temporary storage and the estimate call analyses
 * them, again whenever files or the number of targets change. The request itself still uploads its files on
 * submit, so the estimate never decides what is sent.
 */
export function EstimatePanel({ files, targetCount }: EstimatePanelProps) {
  const t = useT();
  const [estimate, setEstimate] = useState<AutoQuoteEstimate | null>(null);
  const [busy, setBusy] = useState(false);
  // Uploaded keys by file identity, so adding a file does not upload the others again.
  const uploaded = useRef(new Map<File, { fileName: string; fileKey: string }>());

  useEffect(() => {
    if (files.length === 0 || targetCount === 0) {
      setEstimate(null);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      void (async () => {
        setBusy(true);
        try {
          const missing = files.filter((f) => !uploaded.current.has(f));
          if (missing.length) {
            const post = await createPresignedPost({ fileCount: missing.length, purpose: 'estimate' });
            const refs = await uploadAll(post, missing.map((file) => ({ file, name: sanitizeFileName(file.name), category: 'SOURCE_DOCUMENT' as const })), () => {});
            missing.forEach((file, i) => uploaded.current.set(file, { fileName: refs[i]!.fileName, fileKey: refs[i]!.fileKey }));
          }
          const result = await callApi(calls.estimateAutoQuote, {
            body: {
              files: files.map((f) => uploaded.current.get(f)!),
              // No clientId: the server prices by the caller's own organisation (visitors get the list price).
              targetLanguageCount: targetCount,
            },
          });
          if (!cancelled) setEstimate(result);
        } catch {
          // A ballpark figure is optional: failures hide it instead of blocking the form.
          if (!cancelled) setEstimate(null);
        } finally {
          if (!cancelled) setBusy(false);
        }
      })();
    }, 400);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [files, targetCount]);

  if (!busy && !estimate) return null;
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-blue-light)" aria-live="polite" role="region" aria-label={t('createProject.estimate.title')}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconCalculator size={24} aria-hidden />
          <Stack gap={2}>
            <Text fw={600}>{t('createProject.estimate.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('createProject.estimate.hint', { targets: targetCount })}
            </Text>
            {estimate && !estimate.complete ? <Text size="sm">{t('createProject.estimate.incomplete')}</Text> : null}
          </Stack>
        </Group>
        {busy ? (
          <Group gap="xs" wrap="nowrap">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('createProject.estimate.calculating')}</Text>
          </Group>
        ) : estimate ? (
          <Stack gap={0} align="flex-end">
            <Text fw={700} size="lg" data-testid="estimate-price">
              {t('createProject.estimate.price', { price: money.format(estimate.price) })}
            </Text>
            <Text size="sm" data-testid="estimate-pages">
              {t('createProject.estimate.pages', { pages: estimate.documentPages })}
            </Text>
          </Stack>
        ) : null}
      </Group>
    </Paper>
  );
}
