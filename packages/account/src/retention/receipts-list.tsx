// The company's deletion receipts (decision 183), newest first, each downloadable as PDF or JSON by a signed link.
import { useState } from 'react';
import { Alert, Button, Skeleton, Stack, Table, Title } from '@mantine/core';
import { calls, type DeletionReceipt } from '@lingua/contract';
import { callApi, ErrorAlert, formatDateTime, startDownload, useT } from '@lingua/core';
import type { SWRResponse } from 'swr';
import '../texts/retention-texts.ts';
import { formatBytes } from './format.ts';
import { useRequestedBy } from './receipt-summary.tsx';

type Download = (receiptId: string, format: 'pdf' | 'json') => void;

export function ReceiptsList({
  clientId,
  receipts,
}: {
  clientId: string;
  receipts: SWRResponse<{ items: DeletionReceipt[] }>;
}) {
  const t = useT();
  const [failure, setFailure] = useState<unknown>(null);
  const download = async (receiptId: string, format: 'pdf' | 'json') => {
    setFailure(null);
    try {
      const { downloadUrl } = await callApi(calls.getDeletionReceiptDownloadUrl, {
        params: { clientId, receiptId },
        query: { format },
      });
      startDownload(downloadUrl);
    } catch (error) {
      setFailure(error);
    }
  };
  let body;
  if (receipts.error) body = <ErrorAlert error={receipts.error} onRetry={() => void receipts.mutate()} />;
  else if (!receipts.data)
    body = (
      <Stack role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={32} />
        <Skeleton h={80} />
      </Stack>
    );
  else if (receipts.data.items.length === 0) body = <Alert color="gray">{t('retention.noReceipts')}</Alert>;
  else
    body = (
      <ReceiptsTable receipts={receipts.data.items} onDownload={(id, format) => void download(id, format)} />
    );
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('retention.receiptsTitle')}
      </Title>
      {failure ? <ErrorAlert error={failure} /> : null}
      {body}
    </Stack>
  );
}

function ReceiptsTable({ receipts, onDownload }: { receipts: DeletionReceipt[]; onDownload: Download }) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped aria-label={t('retention.receiptsTable')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('retention.columns.when')}</Table.Th>
            <Table.Th>{t('retention.columns.by')}</Table.Th>
            <Table.Th>{t('retention.columns.reason')}</Table.Th>
            <Table.Th ta="end">{t('retention.columns.requests')}</Table.Th>
            <Table.Th ta="end">{t('retention.columns.objects')}</Table.Th>
            <Table.Th>{t('retention.columns.download')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {receipts.map((r) => (
            <ReceiptRow key={r.id} receipt={r} onDownload={onDownload} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ReceiptRow({ receipt: r, onDownload }: { receipt: DeletionReceipt; onDownload: Download }) {
  const t = useT();
  const by = useRequestedBy();
  const when = formatDateTime(r.completedAt);
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{when}</Table.Td>
      <Table.Td style={{ overflowWrap: 'break-word' }}>{by(r)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(`retention.reasons.${r.reason}`)}</Table.Td>
      <Table.Td ta="end">{r.requests.length}</Table.Td>
      <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>{t('retention.filesAndSize', { count: r.objectCount, size: formatBytes(r.totalBytes) })}</Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Button size="compact-sm" variant="light" aria-label={t('retention.downloadPdfOf', { when })} onClick={() => onDownload(r.id, 'pdf')}>
            {t('retention.downloadPdf')}
          </Button>
          <Button size="compact-sm" variant="light" aria-label={t('retention.downloadJsonOf', { when })} onClick={() => onDownload(r.id, 'json')}>
            {t('retention.downloadJson')}
          </Button>
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
