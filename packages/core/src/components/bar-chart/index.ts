export { BarChart } from './bar-chart.tsx';
export type { BarChartDatum, BarChartProps } from './bar-chart.tsx';
