// A light horizontal bar chart in plain SVG (no chart library): one bar per label, one or two series.
// The figures stay readable without the picture: each bar has a text label and the SVG a title.
import { useT } from '@lingua/core';

export interface BarDatum {
  label: string;
  values: number[];
}

export interface BarChartProps {
  title: string;
  data: BarDatum[];
  /** Names of the series (legend), when there is more than one. */
  series?: string[];
}

const COLORS = ['var(--mantine-color-blue-6)', 'var(--mantine-color-orange-6)'];
const ROW = 22;
const LABEL_W = 190;
const BAR_W = 260;

export function BarChart({ title, data, series }: BarChartProps) {
  const t = useT();
  const max = Math.max(1, ...data.flatMap((d) => d.values));
  const perRow = Math.max(1, data[0]?.values.length ?? 1);
  const rowH = ROW * perRow + 6;
  const legendH = series && series.length > 1 ? 20 : 0;
  const height = legendH + data.length * rowH + 4;
  return (
    <svg role="img" aria-label={title} width="100%" viewBox={`0 0 ${LABEL_W + BAR_W + 60} ${height}`} style={{ maxWidth: 520, display: 'block' }}>
      <title>{title}</title>
      {legendH > 0 &&
        series!.map((s, i) => (
          <g key={s} transform={`translate(${LABEL_W + i * 130}, 4)`}>
            <rect width={10} height={10} fill={COLORS[i % COLORS.length]} />
            <text x={14} y={9} fontSize={11} fill="currentColor">
              {s}
            </text>
          </g>
        ))}
      {data.map((d, row) => (
        <g key={d.label} transform={`translate(0, ${legendH + row * rowH})`}>
          <text x={LABEL_W - 8} y={(rowH - 6) / 2 + 4} fontSize={12} textAnchor="end" fill="currentColor">
            {d.label.length > 28 ? `${d.label.slice(0, 27)}…` : d.label}
          </text>
          {d.values.map((v, i) => (
            <g key={i}>
              <rect x={LABEL_W} y={i * ROW + 2} width={(v / max) * BAR_W} height={ROW - 6} rx={2} fill={COLORS[i % COLORS.length]}>
                <title>{t('dashboards.charts.label', { label: series?.[i] ? `${d.label} (${series[i]})` : d.label, value: v })}</title>
              </rect>
              <text x={LABEL_W + (v / max) * BAR_W + 4} y={i * ROW + 14} fontSize={11} fill="currentColor">
                {v}
              </text>
            </g>
          ))}
        </g>
      ))}
    </svg>
  );
}
