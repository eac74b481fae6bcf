// The one bar chart of the portal, in plain SVG (no chart library): horizontal bars (one row per label, one or
// more series) or vertical columns (one per label, e.g. months). The figures stay readable without the picture:
// the chart has an accessible name (its title, or the id of a visible summary), every bar a tooltip naming its
// label and value, and every bar's value is written beside it.
import { useT } from '../../i18n/i18n.ts';

export interface BarChartDatum {
  label: string;
  values: readonly number[];
}

export interface BarChartProps {
  data: readonly BarChartDatum[];
  /** The chart's accessible name (and its SVG title); or use `labelledBy`. */
  title?: string;
  /** The id of a shown element that names the chart, such as a summary of every figure. */
  labelledBy?: string;
  /** Names of the series; with more than one they are shown as a legend. */
  series?: readonly string[];
  /** Bars to the right per label (default) or columns upwards per label. */
  orientation?: 'horizontal' | 'vertical';
  /** How a value is written beside its bar and in its tooltip (default: as is). */
  formatValue?: (value: number) => string;
  /** Width of the drawing in SVG units; it shrinks with a narrower container but never grows past it. */
  width?: number;
}

// The theme's primary colour first; a second series in the brand orange, far from it so the two stay apart.
const COLORS = ['var(--mantine-primary-color-filled)', 'var(--mantine-color-orange-6)'];
const BAR = 16;
const BAR_GAP = 4;
const ROW_GAP = 8;
const LEGEND = 20;
const COLUMNS_HEIGHT = 200;
/** Average width of a 12-unit label character: labels longer than their column fits are cut with an ellipsis. */
const LABEL_CHAR_WIDTH = 6.5;

interface Layout {
  data: readonly BarChartDatum[];
  series: readonly string[] | undefined;
  max: number;
  width: number;
  top: number;
  format: (value: number) => string;
  barTitle: (datum: BarChartDatum, i: number) => string;
}

const color = (i: number) => COLORS[i % COLORS.length];
const cut = (label: string, chars: number) => (label.length > chars ? `${label.slice(0, chars - 1)}…` : label);
const barLength = (value: number, max: number, span: number) => (value > 0 ? Math.max((span * value) / max, 1) : 0);

export function BarChart({ data, title, labelledBy, series, orientation = 'horizontal', formatValue = String, width = 520 }: BarChartProps) {
  const t = useT();
  const legend = series && series.length > 1;
  const layout: Layout = {
    data,
    series,
    max: Math.max(1, ...data.flatMap((d) => d.values)),
    width,
    top: legend ? LEGEND : 0,
    format: formatValue,
    barTitle: (d, i) => {
      const vars = { label: d.label, value: formatValue(d.values[i] ?? 0) };
      return series?.[i] ? t('common.barChart.seriesBar', { ...vars, series: series[i] }) : t('common.barChart.bar', vars);
    },
  };
  const perRow = Math.max(1, data[0]?.values.length ?? 1);
  const rowsHeight = orientation === 'vertical' ? COLUMNS_HEIGHT : data.length * (perRow * (BAR + BAR_GAP) + ROW_GAP);
  const height = layout.top + rowsHeight;
  return (
    <svg
      role="img"
      aria-label={labelledBy ? undefined : title}
      aria-labelledby={labelledBy}
      width="100%"
      viewBox={`0 0 ${width} ${height}`}
      style={{ display: 'block', maxWidth: width }}
    >
      {title ? <title>{title}</title> : null}
      {legend ? <Legend series={series} /> : null}
      {orientation === 'vertical' ? <Columns {...layout} height={height} /> : <Rows {...layout} perRow={perRow} />}
    </svg>
  );
}

function Legend({ series }: { series: readonly string[] }) {
  return series.map((name, i) => (
    <g key={name} transform={`translate(${i * 160}, 4)`}>
      <rect width={10} height={10} fill={color(i)} />
      <text x={14} y={9} fontSize={11} fill="currentColor">
        {name}
      </text>
    </g>
  ));
}

/** Horizontal bars: the label on the left, a bar per series, its value after it. */
function Rows({ data, max, width, top, format, barTitle, perRow }: Layout & { perRow: number }) {
  const labelWidth = Math.round(width * 0.36);
  const span = width - labelWidth - 70;
  const rowHeight = perRow * (BAR + BAR_GAP) + ROW_GAP;
  return data.map((d, row) => (
    <g key={d.label} transform={`translate(0, ${top + row * rowHeight})`}>
      <text x={labelWidth - 8} y={(rowHeight - ROW_GAP) / 2 + 4} fontSize={12} textAnchor="end" fill="currentColor">
        {cut(d.label, Math.floor(labelWidth / LABEL_CHAR_WIDTH))}
      </text>
      {d.values.map((value, i) => {
        const length = barLength(value, max, span);
        const y = i * (BAR + BAR_GAP) + BAR_GAP / 2;
        return (
          <g key={i}>
            <rect x={labelWidth} y={y} width={length} height={BAR} rx={2} fill={color(i)}>
              <title>{barTitle(d, i)}</title>
            </rect>
            <text x={labelWidth + length + 4} y={y + BAR - 4} fontSize={11} fill="currentColor">
              {format(value)}
            </text>
          </g>
        );
      })}
    </g>
  ));
}

/** Vertical columns: a slot per label with its columns side by side, the value above, the label below. */
function Columns({ data, max, width, top, format, barTitle, height }: Layout & { height: number }) {
  const bottom = 24;
  const headroom = 18;
  const slot = width / Math.max(1, data.length);
  const perSlot = Math.max(1, data[0]?.values.length ?? 1);
  const barWidth = Math.min(56, (slot * 0.7) / perSlot);
  const span = height - top - headroom - bottom;
  return (
    <>
      <line x1={0} x2={width} y1={height - bottom} y2={height - bottom} stroke="var(--mantine-color-gray-4)" />
      {data.map((d, n) => (
        <g key={d.label}>
          {d.values.map((value, i) => {
            const length = barLength(value, max, span);
            const x = slot * n + (slot - barWidth * perSlot) / 2 + i * barWidth;
            return (
              <g key={i}>
                <rect x={x} y={height - bottom - length} width={barWidth} height={length} rx={3} fill={color(i)}>
                  <title>{barTitle(d, i)}</title>
                </rect>
                <text x={x + barWidth / 2} y={height - bottom - length - 4} textAnchor="middle" fontSize={11} fill="currentColor">
                  {format(value)}
                </text>
              </g>
            );
          })}
          <text x={slot * n + slot / 2} y={height - 8} textAnchor="middle" fontSize={11} fill="currentColor">
            {d.label}
          </text>
        </g>
      ))}
    </>
  );
}
