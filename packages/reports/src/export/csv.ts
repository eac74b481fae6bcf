// The report export files (spec 3 §9, spec 1 §9): CSV with every field quoted, or the rows as JSON.
// CSV is UTF-8 with a byte-order mark and CRLF line ends, the form spreadsheet programs open without an import
// dialog and with non-ASCII text intact. Text cells that a spreadsheet would run as a formula get a leading
// apostrophe (OWASP "CSV injection"); numbers are written as numbers, so a negative amount stays a number.
// The JSON variant is the rows exactly as the server sent them.
import { t } from '@lingua/core';
import { registerReportsTexts } from '../texts.ts';

registerReportsTexts();

/** A column of the export: its key in each row and its header. */
export interface ExportColumn {
  columnId: string;
  name: string;
}

/** First characters that make a spreadsheet treat a cell as a formula or a command. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: always quoted, embedded quotes doubled, formula-like text neutralised. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '""';
  let text: string;
  if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'boolean') text = String(value);
  else {
    text = typeof value === 'string' ? value : JSON.stringify(value);
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return `"${text.replace(/"/g, '""')}"`;
}

/** The whole CSV file: a header row of column names, then one line per row in column order. */
export function toCsv(columns: readonly ExportColumn[], rows: ReadonlyArray<Record<string, unknown>>): string {
  const lines = [columns.map((c) => csvField(c.name)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c.columnId])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The JSON variant: the rows untouched. */
export function toJson(rows: ReadonlyArray<Record<string, unknown>>): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}

export type ExportFormat = 'csv' | 'json';

/**
 * The file of one export: its content and media type. The format arrives as a value at run time (a menu item,
 * an embedding page's call), so anything but the two formats gets the spec's internal error (spec 3 §8).
 */
export function exportFile(
  format: ExportFormat,
  columns: readonly ExportColumn[],
  rows: ReadonlyArray<Record<string, unknown>>,
): { content: string; type: string } {
  switch (format) {
    case 'csv':
      return { content: toCsv(columns, rows), type: 'text/csv;charset=utf-8' };
    case 'json':
      return { content: toJson(rows), type: 'application/json;charset=utf-8' };
    default:
      throw new Error(t('reports.export.unsupportedType'));
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `<report name>-<YYYYMMDD-HHmmss>.<ext>` in the user's local time. Characters that file systems refuse
 * (`\ / : * ? " < > |` and control characters) become hyphens; an empty name becomes "report".
 */
export function exportFileName(reportName: string, at: Date, extension: 'csv' | 'json'): string {
  const name =
    reportName
      // eslint-disable-next-line no-control-regex
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, '-')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.-]+|[\s.-]+$/g, '') || 'report';
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `${name}-${stamp}.${extension}`;
}

/**
 * Runs `attempt`, and again up to `retries` times after a failure (spec 3 §7: the rows call is retried 3 times
 * for export), waiting `delayMs × attempt number` between tries. Rejects with the last error.
 */
export async function withRetries<T>(attempt: () => Promise<T>, retries: number, delayMs = 400): Promise<T> {
  let lastError: unknown;
  for (let i = 0; i <= retries; i++) {
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
      if (i < retries && delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs * (i + 1)));
    }
  }
  throw lastError;
}

/** Hands a file to the browser's download (a temporary object URL; no navigation). */
export function saveFile(content: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
