// Export of a report (spec 3 §2.4, §9): CSV or JSON of the rows the search selects, at most REPORT_EXPORT_LIMIT
// (page 1 with that limit), with the search's sort; progress, the saved file's name and failures are announced.
import { useState } from 'react';
import { Alert, Box, Button, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { REPORT_EXPORT_LIMIT } from '@lingua/contract';
import type { Report } from '@lingua/contract';
import { errorDisplayMessage, getClock, useT } from '@lingua/core';
import { fetchExportRows } from '../api/get-report-rows.ts';
import { exportFile, exportFileName, saveFile, type ExportFormat } from '../export/csv.ts';
import { formatNumber } from './format.ts';

export interface ExportedFile {
  reportId: string;
  fileName: string;
  format: ExportFormat;
  rows: number;
}

export interface ExportButtonProps {
  report: Report;
  filters: string | undefined;
  sort: string | undefined;
  /** Rows the search selects (above the limit the user is told only the first ones are written). */
  total: number;
  onExported?: ((file: ExportedFile) => void) | undefined;
  /** Pause between export retries (tests and stories shorten it). */
  retryDelayMs?: number | undefined;
}

function useExport({ report, filters, sort, onExported, retryDelayMs }: ExportButtonProps) {
  const [state, setState] = useState<{ busy: boolean; error?: unknown; saved?: string }>({ busy: false });
  const run = async (format: ExportFormat) => {
    setState({ busy: true });
    try {
      const data = await fetchExportRows(report.id, filters, sort, retryDelayMs);
      const fileName = exportFileName(report.name, new Date(getClock().now()), format);
      const file = exportFile(format, report.columns, data.items);
      saveFile(file.content, fileName, file.type);
      setState({ busy: false, saved: fileName });
      onExported?.({ reportId: report.id, fileName, format, rows: data.items.length });
    } catch (error) {
      setState({ busy: false, error });
    }
  };
  return { state, run };
}

/** The Export menu (CSV, JSON) with what it is doing or did below it. */
export function ExportButton(props: ExportButtonProps) {
  const t = useT();
  const { state, run } = useExport(props);
  return (
    <Stack gap={4} align="flex-end">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />} loading={state.busy}>
            {t('reports.export.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void run('csv')}>{t('reports.export.csv')}</Menu.Item>
          <Menu.Item onClick={() => void run('json')}>{t('reports.export.json')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Box aria-live="polite">
        {state.busy ? <Text size="sm">{t('reports.export.inProgress')}</Text> : null}
        {state.saved ? <Text size="sm">{t('reports.export.done', { fileName: state.saved })}</Text> : null}
      </Box>
      {props.total > REPORT_EXPORT_LIMIT ? (
        <Text size="sm" c="dimmed" maw={420} ta="right">
          {t('reports.export.firstRecordsOnly', { total: formatNumber(props.total) })}
        </Text>
      ) : null}
      {state.error ? (
        <Alert color="red" role="alert" title={t('reports.export.failed')} maw={420}>
          <Text size="sm">{errorDisplayMessage(state.error)}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
