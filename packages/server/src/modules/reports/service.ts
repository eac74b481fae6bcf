// Reports (spec 3 §2.4, §3, §6, §7): the definitions, one page of computed rows with the total, and the chart
// figures. Only CLIENT and CLIENT_EMPLOYEE users with the reports application get in (403 otherwise, with the
// spec's accessRestricted / applicationAccessDisabled codes); every query is scoped to the caller's current
// organisation, so another company's rows cannot appear.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { CLIENT_ROLES, REPORT_DEFAULT_PAGE_SIZE, type CallResponse, type calls, type ReportColumnKind } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { SOURCES, type ColumnKind, type FilterValue, type Source } from './sources.ts';

type ReportRow = typeof reports.$inferSelect;
type RowsResponse = CallResponse<typeof calls.getReportRows>;
type ChartResponse = CallResponse<typeof calls.getReportChart>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Longest TEXT filter value: a search term, not a document. */
export const MAX_TEXT_FILTER_LENGTH = 200;
/** Most points a chart shows: the latest months, or the largest categories. */
export const MAX_CHART_POINTS = 24;

/** Spec 3 §6: client roles with the reports application, assigned to an organisation. Returns its id. */
export function requireReportsCaller(principal: Principal): number {
  if (!principal.roles.some((r) => (CLIENT_ROLES as readonly string[]).includes(r)))
    throw forbidden('You do not have access to reports', 'accessRestricted');
  if (!principal.applications.includes('reports'))
    throw forbidden('Reports are not enabled for you', 'applicationAccessDisabled');
  if (principal.clientId === null) throw forbidden('You are not assigned to a client', 'accessRestricted');
  return principal.clientId;
}

export async function listReports(db: Db, principal: Principal): Promise<CallResponse<typeof calls.listReports>> {
  requireReportsCaller(principal);
  const rows = await db.select().from(reports).orderBy(asc(reports.position), asc(reports.name));
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, type: r.type }));
}

async function findReport(db: Db, id: string): Promise<ReportRow> {
  if (!UUID.test(id)) throw notFound('Report not found', 'REPORT_NOT_FOUND');
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  if (!row) throw notFound('Report not found', 'REPORT_NOT_FOUND');
  return row;
}

const COLUMN_KINDS: Record<ColumnKind, ReportColumnKind> = { text: 'TEXT', number: 'NUMBER', date: 'DATE' };

export async function getReport(db: Db, principal: Principal, id: string): Promise<CallResponse<typeof calls.getReport>> {
  const clientId = requireReportsCaller(principal);
  const r = await findReport(db, id);
  // Each column's kind is the one its source computes, so stored definitions need not repeat it.
  const source = sourceOf(r, clientId);
  const columns = r.columns.map((c) => ({ ...c, kind: COLUMN_KINDS[source.columns[c.columnId]?.kind ?? 'text'] }));
  return { id: r.id, name: r.name, description: r.description, type: r.type, columns, filters: r.filters };
}

/**
 * The filters JSON of spec 3 §7 → SQL conditions. Keys are the definition's filter mappings; empty values are
 * ignored (the browser omits them, spec 3 §5); DATE values are epoch milliseconds, SELECT values one of the
 * filter's options, TEXT values at most MAX_TEXT_FILTER_LENGTH characters. Anything else is 400.
 */
export function filterConditions(report: ReportRow, source: Source, json: string | undefined): SQL[] {
  if (json === undefined || json.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw badRequest('filters must be a JSON object', 'INVALID_FILTERS');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw badRequest('filters must be a JSON object', 'INVALID_FILTERS');
  const conditions: SQL[] = [];
  for (const [mapping, raw] of Object.entries(parsed)) {
    const definition = report.filters.find((f) => f.mapping === mapping);
    const filter = source.filters[mapping];
    if (!definition || !filter) throw badRequest(`Unknown filter: ${mapping}`, 'UNKNOWN_FILTER');
    if (raw === null || raw === '') continue;
    conditions.push(filter.where(checkValue(definition.name, filter.type, definition.options, raw)));
  }
  return conditions;
}

function checkValue(name: string, type: 'DATE' | 'SELECT' | 'TEXT', options: readonly string[] | undefined, raw: unknown): FilterValue {
  const invalid = () => badRequest(`Invalid value for the filter ${name}`, 'INVALID_FILTER_VALUE');
  if (type === 'DATE') {
    const ms = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d{1,15}$/.test(raw) ? Number(raw) : NaN;
    const date = new Date(ms);
    if (!Number.isFinite(ms) || Number.isNaN(date.getTime())) throw invalid();
    return date;
  }
  if (typeof raw !== 'string') throw invalid();
  if (type === 'SELECT') {
    if (!options?.includes(raw)) throw invalid();
    return raw;
  }
  if (raw.length > MAX_TEXT_FILTER_LENGTH) throw invalid();
  return raw;
}

function sourceOf(report: ReportRow, clientId: number): Source {
  const make = SOURCES[report.source];
  if (!make) throw new Error(`report ${report.id} names an unknown source ${report.source}`);
  return make(clientId);
}

function where(source: Source, conditions: readonly SQL[]): SQL {
  return sql.join([source.scope, ...conditions].map((c) => sql`(${c})`), sql` AND `);
}

/** The sort of spec 3 §7's extension: a column of the definition, "-" for descending. */
function sortOf(report: ReportRow, source: Source, sort: string | undefined): { expr: SQL; desc: boolean } {
  if (!sort) return { expr: source.columns[source.defaultSort.columnId]!.expr, desc: source.defaultSort.desc };
  const desc = sort.startsWith('-');
  const columnId = desc ? sort.slice(1) : sort;
  const column = report.columns.some((c) => c.columnId === columnId) ? source.columns[columnId] : undefined;
  if (!column) throw badRequest(`Cannot sort by ${columnId}`, 'INVALID_SORT');
  return { expr: column.expr, desc };
}

export interface RowsQuery {
  page?: number | undefined;
  limit?: number | undefined;
  filters?: string | undefined;
  sort?: string | undefined;
}

type ResultRows = { rows: Array<Record<string, unknown>> };

function cell(kind: 'text' | 'number' | 'date', value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (kind === 'date') return (value instanceof Date ? value : new Date(String(value))).toISOString();
  if (kind === 'number') return typeof value === 'number' ? value : Number(value);
  return value;
}

/**
 * One page of rows (page 1-based) and the total. The page's keys are found first (an index-ordered scan that
 * skips `offset` keys without computing columns), then only those rows' columns are computed: deep pages stay
 * cheap (tests/bench/reports.ts).
 */
export async function reportRows(db: Db, principal: Principal, id: string, query: RowsQuery): Promise<RowsResponse> {
  const clientId = requireReportsCaller(principal);
  const report = await findReport(db, id);
  const source = sourceOf(report, clientId);
  const conditions = filterConditions(report, source, query.filters);
  const sort = sortOf(report, source, query.sort);
  const page = query.page ?? 1;
  const limit = query.limit ?? REPORT_DEFAULT_PAGE_SIZE;
  const filtered = where(source, conditions);

  // The indexes are (…, create_time DESC NULLS LAST, id ASC): ties are broken by the row key in the opposite
  // direction and nulls placed to match, so "newest first" and "oldest first" (a backward scan) follow an index.
  const dir = sql.raw(sort.desc ? 'DESC NULLS LAST' : 'ASC NULLS FIRST');
  const keyDir = sql.raw(sort.desc ? 'ASC' : 'DESC');
  const keyNames = source.keys.map((_, i) => sql.raw(`k${i}`));
  const innerOrder = sql.join([sql`${sort.expr} ${dir}`, ...source.keys.map((k) => sql`${k} ${keyDir}`)], sql`, `);
  const outerOrder = sql.join([sql`p.s ${dir}`, ...keyNames.map((k) => sql`p.${k} ${keyDir}`)], sql`, `);
  const columns = report.columns.map((c, i) => {
    const column = source.columns[c.columnId];
    if (!column) throw new Error(`report ${report.id} has a column ${c.columnId} its source does not compute`);
    return { columnId: c.columnId, kind: column.kind, select: sql`${column.expr} AS ${sql.raw(`c${i}`)}` };
  });
  const keyMatch = sql.join(source.keys.map((k, i) => sql`${k} = p.${keyNames[i]!}`), sql` AND `);

  const [result, total] = await Promise.all([
    db.execute(sql`
      WITH p AS MATERIALIZED (
        SELECT ${sql.join(source.keys.map((k, i) => sql`${k} AS ${keyNames[i]!}`), sql`, `)}, ${sort.expr} AS s
        FROM ${source.from} WHERE ${filtered}
        ORDER BY ${innerOrder}
        LIMIT ${limit} OFFSET ${(page - 1) * limit}
      )
      SELECT x.* FROM p CROSS JOIN LATERAL (
        SELECT ${sql.join(columns.map((c) => c.select), sql`, `)} FROM ${source.from} WHERE ${keyMatch}
      ) x
      ORDER BY ${outerOrder}`) as unknown as Promise<ResultRows>,
    db.execute(sql`SELECT count(*)::int AS n FROM ${source.from} WHERE ${filtered}`) as unknown as Promise<ResultRows>,
  ]);
  const items = result.rows.map((row) =>
    Object.fromEntries(columns.map((c, i) => [c.columnId, cell(c.kind, row[`c${i}`])])),
  );
  return { items, totalRows: Number(total.rows[0]?.n ?? 0) };
}

/**
 * The time zone months are counted in: an IANA name this runtime knows (so PostgreSQL, whose zone database is
 * the same IANA one, never refuses it mid-query), UTC when absent; anything else is the caller's error.
 */
function chartTimeZone(name: string | undefined): string {
  if (name === undefined || name === '') return 'UTC';
  // Names only: an offset such as +05:00 means the opposite direction to PostgreSQL (POSIX signs).
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) throw badRequest('Invalid time zone', 'INVALID_PARAMETER');
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    throw badRequest('Invalid time zone', 'INVALID_PARAMETER');
  }
}

/** The chart figures over every row the filters select: per month of a date column, or per category. */
export async function reportChart(
  db: Db,
  principal: Principal,
  id: string,
  query: { filters?: string | undefined; timeZone?: string | undefined },
): Promise<ChartResponse> {
  const clientId = requireReportsCaller(principal);
  const timeZone = chartTimeZone(query.timeZone);
  const report = await findReport(db, id);
  const source = sourceOf(report, clientId);
  const filtered = where(source, filterConditions(report, source, query.filters));
  const chart = source.chart;
  const group = source.columns[chart.columnId]!.expr;
  const key = chart.groupBy === 'MONTH' ? sql`to_char(date_trunc('month', ${group} AT TIME ZONE ${timeZone}), 'YYYY-MM')` : sql`coalesce(${group}, '')`;
  const value =
    chart.measure === 'COUNT' ? sql`count(*)::float8` : sql`coalesce(sum(${source.columns[chart.measureColumnId!]!.expr}), 0)::float8`;
  // Months: the latest ones (then shown oldest first); categories: the largest ones.
  const order = chart.groupBy === 'MONTH' ? sql`1 DESC` : sql`2 DESC, 1 ASC`;
  const result = (await db.execute(
    sql`SELECT ${key} AS key, ${value} AS value FROM ${source.from} WHERE ${filtered} GROUP BY 1 ORDER BY ${order} LIMIT ${MAX_CHART_POINTS}`,
  )) as unknown as ResultRows;
  const points = result.rows.map((r) => ({ key: String(r.key), value: Number(r.value) }));
  if (chart.groupBy === 'MONTH') points.reverse();
  return {
    groupBy: chart.groupBy,
    measure: chart.measure,
    columnId: chart.columnId,
    ...(chart.measureColumnId ? { measureColumnId: chart.measureColumnId } : {}),
    points,
  };
}
