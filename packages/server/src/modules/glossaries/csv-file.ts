// Glossaries as CSV (decision 134): a header row naming the columns, then one term per row, as spreadsheets write
// it (RFC 4180 quoting, a comma, semicolon or tab between fields, an optional byte-order mark). Every problem is
// reported with the line its row starts on, so a file with errors can be fixed in one pass.
import type { GlossaryEntryBody } from '@lingua/contract';

export interface FileEntry {
  /** Where the entry is in the file, as the error list names it: "Line 4", "Entry 2". */
  where: string;
  body: GlossaryEntryBody;
}

export interface ParsedFile {
  entries: FileEntry[];
  errors: string[];
}

interface Row {
  line: number;
  fields: string[];
}

export const CSV_COLUMNS = ['Source term', 'Target term', 'Do not translate', 'Case sensitive', 'Note'] as const;
const HEADER_NAMES: Record<string, keyof GlossaryEntryBody> = {
  'source term': 'sourceTerm',
  source: 'sourceTerm',
  'target term': 'targetTerm',
  target: 'targetTerm',
  'do not translate': 'doNotTranslate',
  'case sensitive': 'caseSensitive',
  note: 'note',
};

function delimiterOf(firstLine: string): string {
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

/** One row from `at`: its fields, where the next row starts, how many line breaks it spans, a quote left open. */
function readRow(src: string, at: number, delimiter: string): { fields: string[]; next: number; breaks: number; open: boolean } {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStart = true;
  let breaks = 0;
  let i = at;
  for (; i < src.length; i++) {
    const c = src[i]!;
    if (quoted && c === '"' && src[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) {
      field += c;
      if (c === '\n') breaks++;
    } else if (c === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (c === delimiter) {
      fields.push(field);
      field = '';
      fieldStart = true;
    } else if (c === '\n' || c === '\r') {
      i += c === '\r' && src[i + 1] === '\n' ? 2 : 1;
      breaks++;
      break;
    } else {
      field += c;
      fieldStart = false;
    }
  }
  fields.push(field);
  return { fields, next: i, breaks, open: quoted };
}

/** Rows of the text with the line each starts on; a row whose quote is never closed is an error, not a row. */
export function csvRows(text: string, errors: string[]): Row[] {
  const src = text.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(src.split(/\r?\n/, 1)[0] ?? '');
  const rows: Row[] = [];
  let line = 1;
  for (let at = 0; at < src.length; ) {
    const row = readRow(src, at, delimiter);
    if (row.open) errors.push(`Line ${line}: a quoted field is not closed`);
    else if (row.fields.some((f) => f.trim() !== '')) rows.push({ line, fields: row.fields });
    line += row.breaks;
    at = row.next;
  }
  return rows;
}

/** yes/no in the words spreadsheets use; undefined for anything else. */
function flag(value: string | undefined): boolean | undefined {
  const v = (value ?? '').trim().toLowerCase();
  if (['', 'no', 'false', '0', 'n'].includes(v)) return false;
  if (['yes', 'true', '1', 'y', 'x'].includes(v)) return true;
  return undefined;
}

/** A cell written with a leading apostrophe so spreadsheets do not run it as a formula; read back without it. */
const unguard = (s: string) => (/^'[=+\-@]/.test(s) ? s.slice(1) : s);

function columnsOf(header: Row, errors: string[]): Map<string, number> | undefined {
  const columns = new Map<string, number>();
  header.fields.forEach((f, i) => {
    const name = HEADER_NAMES[f.trim().toLowerCase()];
    if (name && !columns.has(name)) columns.set(name, i);
  });
  if (columns.has('sourceTerm') && columns.has('targetTerm')) return columns;
  errors.push(`Line ${header.line}: the first row must name the columns ${CSV_COLUMNS.join(', ')} (Source term and Target term at least)`);
  return undefined;
}

function entryOf(row: Row, columns: Map<string, number>, errors: string[]): FileEntry | undefined {
  const cell = (name: string) => {
    const at = columns.get(name);
    return at === undefined ? undefined : unguard(row.fields[at] ?? '');
  };
  const where = `Line ${row.line}`;
  const dnt = flag(cell('doNotTranslate'));
  const caseSensitive = flag(cell('caseSensitive'));
  const bad = [
    ...(dnt === undefined ? [`"${cell('doNotTranslate')}" is not yes or no in Do not translate`] : []),
    ...(caseSensitive === undefined ? [`"${cell('caseSensitive')}" is not yes or no in Case sensitive`] : []),
  ];
  for (const b of bad) errors.push(`${where}: ${b}`);
  if (bad.length) return undefined;
  const target = (cell('targetTerm') ?? '').trim();
  return { where, body: { sourceTerm: cell('sourceTerm') ?? '', targetTerm: dnt ? '' : target, doNotTranslate: dnt!, caseSensitive: caseSensitive!, note: cell('note') ?? '' } };
}

export function parseCsv(text: string): ParsedFile {
  const errors: string[] = [];
  const [header, ...rows] = csvRows(text, errors);
  if (!header) return { entries: [], errors: ['The file holds no rows'] };
  const columns = columnsOf(header, errors);
  if (!columns) return { entries: [], errors };
  const entries = rows.map((r) => entryOf(r, columns, errors)).filter((e): e is FileEntry => !!e);
  return { entries, errors };
}

const cell = (s: string) => {
  const guarded = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",;\t\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
};

export interface StoredEntry {
  sourceTerm: string;
  targetTerm: string;
  doNotTranslate: boolean;
  caseSensitive: boolean;
  note: string;
}

export function writeCsv(entries: readonly StoredEntry[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const e of entries) {
    lines.push([e.sourceTerm, e.targetTerm, e.doNotTranslate ? 'yes' : 'no', e.caseSensitive ? 'yes' : 'no', e.note].map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
