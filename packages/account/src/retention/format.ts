// Sizes and days as the Files tab shows them.
import dayjs from 'dayjs';

/** A readable size, e.g. 1.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

/** A YYYY-MM-DD day as words, e.g. Dec 1, 2026. */
export const formatDay = (day: string): string => dayjs(day).format('MMM D, YYYY');

/** The start of a YYYY-MM-DD day in UTC, as the call's `endedBefore` takes it. */
export const dayStart = (day: string): string => `${day}T00:00:00.000Z`;
