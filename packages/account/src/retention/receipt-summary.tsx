// What a finished deletion did (decision 183): files and bytes, when, by whom, and memory and glossary.
import { Alert, Text } from '@mantine/core';
import type { DeletionReceipt } from '@lingua/contract';
import { formatDateTime, useT } from '@lingua/core';
import '../texts/retention-texts.ts';
import { formatBytes } from './format.ts';

/** Who asked, as the receipt names them: the job's own name is the catalogue's. */
export function useRequestedBy(): (receipt: DeletionReceipt) => string {
  const t = useT();
  return (receipt) =>
    receipt.reason === 'retention' && receipt.requestedBy === 'retention'
      ? t('retention.retentionJob')
      : receipt.requestedBy;
}

export function ReceiptSummary({ receipt }: { receipt: DeletionReceipt }) {
  const t = useT();
  const by = useRequestedBy();
  return (
    <Alert color="green" title={t('retention.receiptTitle')} role="status">
      <Text size="sm">
        {t('retention.summary', {
          count: receipt.objectCount,
          size: formatBytes(receipt.totalBytes),
          when: formatDateTime(receipt.completedAt),
          by: by(receipt),
        })}{' '}
        {t('retention.summaryRequests', { count: receipt.requests.length })}
      </Text>
      {receipt.deleteTranslationMemory ? (
        <Text size="sm">{t('retention.summaryMemory', { count: receipt.translationUnitsDeleted })}</Text>
      ) : null}
      {receipt.deleteGlossary ? (
        <Text size="sm">{t('retention.summaryGlossary', { count: receipt.glossaryEntriesDeleted })}</Text>
      ) : null}
    </Alert>
  );
}
