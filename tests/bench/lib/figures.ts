// What every bench prints beside its figures: percentiles of samples, met / NOT met, and the load average.
import os from 'node:os';

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export function summary(samples: number[]): { n: number; p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

export const metOrNot = (ok: boolean): string => (ok ? 'met' : 'NOT met');

export function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}
