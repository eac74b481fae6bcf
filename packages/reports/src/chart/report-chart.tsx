// The chart above a report's table: core's bar chart of the chart figures (columns per month, bars per category)
// with a text summary that names every figure. The summary is the chart's accessible name and is also shown, so
// the numbers are readable without the picture.
import { useId } from 'react';
import { Paper, Text, Title } from '@mantine/core';
import type { ReportChart as ReportChartData, ReportColumn } from '@lingua/contract';
import { BarChart, getLanguage, useT } from '@lingua/core';
import { formatMonth, formatNumber } from '../report-page/format.ts';

export interface ReportChartProps {
  chart: ReportChartData;
  /** The report's columns, for the names of the grouped and measured columns. */
  columns: readonly ReportColumn[];
}

const WIDTH = 720;

function pointLabel(chart: ReportChartData, key: string): string {
  return chart.groupBy === 'MONTH' ? formatMonth(key) : key;
}

/** The summary sentence: what is measured per what, then every point. */
export function chartSummary(chart: ReportChartData, columns: readonly ReportColumn[], t: (key: string, vars?: Record<string, string | number>) => string): string {
  const columnName = (id: string | undefined) => columns.find((c) => c.columnId === id)?.name ?? id ?? '';
  const points = chart.points.map((p) => t('reports.chart.point', { label: pointLabel(chart, p.key), value: formatNumber(p.value) })).join(', ');
  // English reads the server's column name mid-sentence in lower case ("Rows per status"); other languages keep
  // it as written (German nouns keep their capital).
  const column = columnName(chart.columnId);
  const vars = { columns: t('reports.chart.rows'), measure: columnName(chart.measureColumnId), column: getLanguage() === 'en' ? column.toLowerCase() : column, points };
  if (chart.groupBy === 'MONTH') return t(chart.measure === 'COUNT' ? 'reports.chart.summaryMonthCount' : 'reports.chart.summaryMonthAmount', vars);
  return t(chart.measure === 'COUNT' ? 'reports.chart.summaryCategoryCount' : 'reports.chart.summaryCategoryAmount', vars);
}

export function ReportChart({ chart, columns }: ReportChartProps) {
  const t = useT();
  const summaryId = useId();
  const titleId = useId();
  const summary = chartSummary(chart, columns, t);
  const byMonth = chart.groupBy === 'MONTH';
  // Many months get the short year so their labels fit under their columns.
  const year = chart.points.length > 8 ? '2-digit' : 'numeric';
  const data = chart.points.map((p) => ({ label: byMonth ? formatMonth(p.key, year) : p.key, values: [p.value] }));

  return (
    <Paper withBorder radius="md" p="md" component="figure" m={0} aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {t('reports.chart.title')}
      </Title>
      {chart.points.length === 0 ? (
        <Text c="dimmed">{t('reports.chart.noData')}</Text>
      ) : (
        <BarChart data={data} labelledBy={summaryId} orientation={byMonth ? 'vertical' : 'horizontal'} formatValue={formatNumber} width={WIDTH} />
      )}
      {chart.points.length > 0 ? (
        <Text component="figcaption" id={summaryId} size="sm" c="dimmed" mt="xs">
          {summary}
        </Text>
      ) : null}
    </Paper>
  );
}
