// The chart above a report's table: a dependency-free SVG of the chart figures (columns per month, bars per
// category) with a text summary that names every figure. The summary is the chart's accessible name and is also
// shown, so the numbers are readable without the picture.
import { useId } from 'react';
import { Paper, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { ReportChart as ReportChartData, ReportColumn } from '@lingua/contract';
import { useT } from '@lingua/core';
import { formatNumber } from '../report-page/format.ts';

/** Props of ReportChart. */
export interface ReportChartProps {
  chart: ReportChartData;
  /** The report's columns, for the names of the grouped and measured columns. */
  columns: readonly ReportColumn[];
}

const WIDTH = 720;
const BAR_COLOR = 'var(--mantine-primary-color-filled)';

function pointLabel(chart: ReportChartData, key: string): string {
  return chart.groupBy === 'MONTH' ? dayjs(`${key}-01`).format('MMM YYYY') : key;
}

/** The summary sentence: what is measured per what, then every point. */
export function chartSummary(chart: ReportChartData, columns: readonly ReportColumn[], t: (key: string, vars?: Record<string, string | number>) => string): string {
  const columnName = (id: string | undefined) => columns.find((c) => c.columnId === id)?.name ?? id ?? '';
  const points = chart.points.map((p) => t('reports.chart.point', { label: pointLabel(chart, p.key), value: formatNumber(p.value) })).join(', ');
  const vars = { columns: t('reports.chart.rows'), measure: columnName(chart.measureColumnId), column: columnName(chart.columnId).toLowerCase(), points };
  if (chart.groupBy === 'MONTH') return t(chart.measure === 'COUNT' ? 'reports.chart.summaryMonthCount' : 'reports.chart.summaryMonthAmount', vars);
  return t(chart.measure === 'COUNT' ? 'reports.chart.summaryCategoryCount' : 'reports.chart.summaryCategoryAmount', vars);
}

/** The chart of one search. */
export function ReportChart({ chart, columns }: ReportChartProps) {
  const t = useT();
  const summaryId = useId();
  const titleId = useId();
  const summary = chartSummary(chart, columns, t);
  const max = Math.max(1, ...chart.points.map((p) => p.value));

  return (
    <Paper withBorder radius="md" p="md" component="figure" m={0} aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {t('reports.chart.title')}
      </Title>
      {chart.points.length === 0 ? (
        <Text c="dimmed">{t('reports.chart.noData')}</Text>
      ) : chart.groupBy === 'MONTH' ? (
        <Columns chart={chart} max={max} summaryId={summaryId} />
      ) : (
        <Bars chart={chart} max={max} summaryId={summaryId} />
      )}
      {chart.points.length > 0 ? (
        <Text component="figcaption" id={summaryId} size="sm" c="dimmed" mt="xs">
          {summary}
        </Text>
      ) : null}
    </Paper>
  );
}

function Columns({ chart, max, summaryId }: { chart: ReportChartData; max: number; summaryId: string }) {
  const height = 200;
  const top = 18;
  const bottom = 24;
  const slot = WIDTH / chart.points.length;
  const barWidth = Math.min(56, slot * 0.7);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-labelledby={summaryId} style={{ display: 'block', maxHeight: 240 }}>
      <line x1={0} x2={WIDTH} y1={height - bottom} y2={height - bottom} stroke="var(--mantine-color-gray-4)" />
      {chart.points.map((p, i) => {
        const h = ((height - top - bottom) * p.value) / max;
        const x = slot * i + (slot - barWidth) / 2;
        const y = height - bottom - h;
        return (
          <g key={p.key}>
            <rect x={x} y={y} width={barWidth} height={Math.max(h, p.value > 0 ? 1 : 0)} rx={3} fill={BAR_COLOR} />
            <text x={x + barWidth / 2} y={y - 4} textAnchor="middle" fontSize={11} fill="var(--mantine-color-gray-8)">
              {formatNumber(p.value)}
            </text>
            <text x={x + barWidth / 2} y={height - 8} textAnchor="middle" fontSize={11} fill="var(--mantine-color-gray-8)">
              {dayjs(`${p.key}-01`).format(chart.points.length > 8 ? 'MMM YY' : 'MMM YYYY')}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function Bars({ chart, max, summaryId }: { chart: ReportChartData; max: number; summaryId: string }) {
  const row = 26;
  const labelWidth = 260;
  const valueWidth = 70;
  const height = row * chart.points.length;
  const span = WIDTH - labelWidth - valueWidth;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-labelledby={summaryId} style={{ display: 'block' }}>
      {chart.points.map((p, i) => {
        const w = (span * p.value) / max;
        const y = i * row;
        const label = p.key.length > 36 ? `${p.key.slice(0, 35)}…` : p.key;
        return (
          <g key={p.key}>
            <text x={labelWidth - 8} y={y + row / 2 + 4} textAnchor="end" fontSize={12} fill="var(--mantine-color-gray-8)">
              {label}
            </text>
            <rect x={labelWidth} y={y + 4} width={Math.max(w, 1)} height={row - 8} rx={3} fill={BAR_COLOR} />
            <text x={labelWidth + w + 6} y={y + row / 2 + 4} fontSize={12} fill="var(--mantine-color-gray-8)">
              {formatNumber(p.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
