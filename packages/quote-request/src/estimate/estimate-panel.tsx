import { useEffect, useMemo, useState } from 'react';
import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { calls, CURRENCY, CURRENCY_DECIMALS, sanitizeFileName } from '@lingua/contract';
import type { AutoQuoteEstimate } from '@lingua/contract';
import { callApi, createPresignedPost, uploadAll, useT } from '@lingua/core';
import { UploadedFiles } from '../rules/uploaded-files.ts';

/** Props of EstimatePanel. */
export interface EstimatePanelProps {
  /** Source files chosen so far. */
  files: readonly File[];
  /** Number of target languages chosen (the price scales with it). */
  targetCount: number;
  /** Where the uploads are recorded, shared with the form's submit so that it sends each file only once. */
  uploads?: UploadedFiles;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY, minimumFractionDigits: CURRENCY_DECIMALS, maximumFractionDigits: CURRENCY_DECIMALS });

/**
 * Live ballpark price (an addition to the spec's form, POST /autoQuotes/actions/estimate): the chosen files go to
 * temporary storage and the estimate call analyses them, again whenever files or the number of targets change.
 * The uploads are recorded in `uploads` by file, so adding a file does not upload the others again and Submit
 * reuses them (rules/uploaded-files.ts).
 */
export function EstimatePanel({ files, targetCount, uploads }: EstimatePanelProps) {
  const t = useT();
  const [estimate, setEstimate] = useState<AutoQuoteEstimate | null>(null);
  const [busy, setBusy] = useState(false);
  const uploaded = useMemo(() => uploads ?? new UploadedFiles(), [uploads]);

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
          const refs = new Map<File, { fileName: string; fileKey: string }>();
          for (const f of files) {
            const ref = uploaded.find(f, sanitizeFileName(f.name), Date.now());
            if (ref) refs.set(f, ref);
          }
          const missing = files.filter((f) => !refs.has(f));
          if (missing.length) {
            const post = await createPresignedPost({ fileCount: missing.length, purpose: 'estimate' });
            const sent = await uploadAll(post, missing.map((file) => ({ file, name: sanitizeFileName(file.name), category: 'SOURCE_DOCUMENT' as const })), () => {});
            missing.forEach((file, i) => {
              refs.set(file, sent[i]!);
              uploaded.remember(file, sent[i]!, post.expiresAt);
            });
          }
          const result = await callApi(calls.estimateAutoQuote, {
            body: {
              files: files.map((f) => {
                const ref = refs.get(f)!;
                return { fileName: ref.fileName, fileKey: ref.fileKey };
              }),
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
  }, [files, targetCount, uploaded]);

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
