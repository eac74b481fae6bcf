// The row queries behind the report definitions: each source computes rows from the organisation's own records
// (job requests, automatic quotes, target languages, accounts), so a request submitted a moment ago is in the
// next rows call. Column, filter and sort expressions are SQL; the service pages and counts in the database.
// Literal words are constants of this module (labels.ts), never caller input, and are inlined so that equal
// expressions stay equal for GROUP BY and for index matching; caller values are always bound parameters.
import { sql, type SQL } from 'drizzle-orm';
import type { JobRequestStatus, ReportSource } from '../../db/schema/index.ts';
import { CONTACT_ROLE_LABELS, PROJECT_STATUS_LABELS, QUOTE_KIND_LABELS, QUOTE_OUTCOME_LABELS, REQUEST_TYPE_LABELS, VERDICT_LABELS } from './labels.ts';

export type ColumnKind = 'text' | 'number' | 'date';

export interface SourceColumn {
  expr: SQL;
  kind: ColumnKind;
}

/** A checked filter value: DATE an instant, SELECT one of the definition's options, TEXT a non-empty string. */
export type FilterValue = Date | string;

export interface SourceFilter {
  type: 'DATE' | 'SELECT' | 'TEXT';
  where(value: FilterValue): SQL;
}

export interface SourceChart {
  groupBy: 'MONTH' | 'CATEGORY';
  measure: 'COUNT' | 'AMOUNT';
  /** Column the points group by. */
  columnId: string;
  /** Column summed (AMOUNT). */
  measureColumnId?: string;
}

export interface Source {
  /** FROM clause (with the joins the columns need). */
  from: SQL;
  /** The organisation scope and the source's own restriction. */
  scope: SQL;
  /** Expressions that identify one row. */
  keys: SQL[];
  columns: Record<string, SourceColumn>;
  filters: Record<string, SourceFilter>;
  defaultSort: { columnId: string; desc: boolean };
  chart: SourceChart;
}

/** A constant of this module as an SQL string literal. */
function lit(value: string): SQL {
  return sql.raw(`'${value.replace(/'/g, "''")}'`);
}

function list(values: readonly string[]): SQL {
  return sql.join(values.map(lit), sql`, `);
}

const STATUS_LABEL_CASE = sql.join(
  [
    sql`CASE jr.status`,
    ...Object.entries(PROJECT_STATUS_LABELS).flatMap(([label, statuses]) =>
      statuses.map((s) => sql`WHEN ${lit(s)} THEN ${lit(label)}`),
    ),
    sql`ELSE jr.status END`,
  ],
  sql` `,
);

const REQUEST_TYPE_CASE = sql.join(
  [
    sql`CASE jr.request_type`,
    ...Object.entries(REQUEST_TYPE_LABELS).map(([code, label]) => sql`WHEN ${lit(code)} THEN ${lit(label)}`),
    sql`ELSE jr.request_type END`,
  ],
  sql` `,
);

function statusFilter(): SourceFilter {
  return {
    type: 'SELECT',
    where: (label) => sql`jr.status IN (${list(PROJECT_STATUS_LABELS[label as string] ?? ([] as JobRequestStatus[]))})`,
  };
}

const dateFrom = (expr: SQL): SourceFilter => ({ type: 'DATE', where: (v) => sql`${expr} >= ${(v as Date).toISOString()}::timestamptz` });
const dateTo = (expr: SQL): SourceFilter => ({ type: 'DATE', where: (v) => sql`${expr} <= ${(v as Date).toISOString()}::timestamptz` });
/** Case-insensitive "contains" without LIKE, so % and _ in the user's text are plain characters. */
const contains = (expr: SQL): SourceFilter => ({ type: 'TEXT', where: (v) => sql`strpos(lower(${expr}), lower(${v as string})) > 0` });

const languageName = (id: SQL) => sql`coalesce((SELECT l.name FROM languages l WHERE l.id = ${id}), ${id})`;

function projects(clientId: number): Source {
  const createdOn = sql`jr.create_time`;
  const name = sql`jr.name`;
  return {
    // No joins in FROM: the page keys and the count then come from index-only scans (decision 030); the
    // columns that read other tables are subqueries, computed for the page's rows only.
    from: sql`job_requests jr`,
    scope: sql`jr.client_id = ${clientId}`,
    keys: [sql`jr.id`],
    columns: {
      projectName: { expr: name, kind: 'text' },
      status: { expr: STATUS_LABEL_CASE, kind: 'text' },
      requestType: { expr: REQUEST_TYPE_CASE, kind: 'text' },
      sourceLanguage: { expr: languageName(sql`jr.source_language_id`), kind: 'text' },
      targetLanguages: {
        expr: sql`(SELECT string_agg(coalesce(l.name, t.id), ', ' ORDER BY t.n) FROM unnest(jr.target_language_ids) WITH ORDINALITY AS t(id, n) LEFT JOIN languages l ON l.id = t.id)`,
        kind: 'text',
      },
      requestedBy: {
        expr: sql`coalesce((SELECT coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) FROM user_accounts u WHERE u.id = jr.owner_user_id), jr.requestor->>'email', '')`,
        kind: 'text',
      },
      createdOn: { expr: createdOn, kind: 'date' },
    },
    filters: {
      createdFrom: dateFrom(createdOn),
      createdTo: dateTo(createdOn),
      status: statusFilter(),
      requestType: {
        type: 'SELECT',
        where: (label) => {
          const codes = Object.entries(REQUEST_TYPE_LABELS).filter(([, l]) => l === label).map(([c]) => c);
          return sql`jr.request_type IN (${list(codes)})`;
        },
      },
      projectName: contains(name),
    },
    defaultSort: { columnId: 'createdOn', desc: true },
    chart: { groupBy: 'MONTH', measure: 'COUNT', columnId: 'createdOn' },
  };
}

/** A column of the request's automatic quote (null without one). */
const autoQuote = (column: string) => sql`(SELECT ${sql.raw(`aq.${column}`)} FROM auto_quotes aq WHERE aq.job_request_id = jr.id)`;

const QUOTE_OUTCOME_CASE = sql`CASE
  WHEN ${autoQuote('acceptance_status')} = 'ACCEPTED' OR jr.status = 'QUOTE_ACCEPTED' THEN ${lit(QUOTE_OUTCOME_LABELS.accepted)}
  WHEN ${autoQuote('acceptance_status')} = 'REJECTED' OR jr.status = 'QUOTE_REJECTED' THEN ${lit(QUOTE_OUTCOME_LABELS.rejected)}
  WHEN jr.status = 'QUOTE_EXPIRED' THEN ${lit(QUOTE_OUTCOME_LABELS.expired)}
  WHEN jr.status = 'QUOTE_READY_FOR_CLIENT_REVIEW' THEN ${lit(QUOTE_OUTCOME_LABELS.awaiting)}
  ELSE ${lit(QUOTE_OUTCOME_LABELS.preparing)} END`;

const QUOTE_KIND_CASE = sql`CASE WHEN EXISTS (SELECT 1 FROM auto_quotes aq WHERE aq.job_request_id = jr.id) THEN ${lit(QUOTE_KIND_LABELS.automatic)} ELSE ${lit(QUOTE_KIND_LABELS.manual)} END`;

function quotes(clientId: number): Source {
  const createdOn = sql`jr.create_time`;
  return {
    // Automatic quotes are auto_quotes rows; a quote request without one is quoted by hand by staff.
    from: sql`job_requests jr`,
    scope: sql`jr.client_id = ${clientId} AND jr.request_type = 'QUOTE_REQUEST'`,
    keys: [sql`jr.id`],
    columns: {
      projectName: { expr: sql`jr.name`, kind: 'text' },
      quoteType: { expr: QUOTE_KIND_CASE, kind: 'text' },
      outcome: { expr: QUOTE_OUTCOME_CASE, kind: 'text' },
      totalPages: { expr: autoQuote('total_pages'), kind: 'number' },
      pricePerPage: { expr: sql`${autoQuote('price_per_page')}::float8`, kind: 'number' },
      amount: { expr: sql`${autoQuote('price')}::float8`, kind: 'number' },
      createdOn: { expr: createdOn, kind: 'date' },
      validUntil: { expr: autoQuote('acceptance_deadline'), kind: 'date' },
    },
    filters: {
      createdFrom: dateFrom(createdOn),
      createdTo: dateTo(createdOn),
      outcome: { type: 'SELECT', where: (v) => sql`${QUOTE_OUTCOME_CASE} = ${v as string}` },
      quoteType: { type: 'SELECT', where: (v) => sql`${QUOTE_KIND_CASE} = ${v as string}` },
    },
    defaultSort: { columnId: 'createdOn', desc: true },
    chart: { groupBy: 'MONTH', measure: 'AMOUNT', columnId: 'createdOn', measureColumnId: 'amount' },
  };
}

function tasks(clientId: number): Source {
  const createdOn = sql`jr.create_time`;
  const pair = sql`(${languageName(sql`jr.source_language_id`)} || ' → ' || ${languageName(sql`t.lang`)})`;
  return {
    // A task is one target language of a request: the work one linguist team does for one language pair.
    from: sql`job_requests jr CROSS JOIN LATERAL unnest(jr.target_language_ids) AS t(lang)`,
    scope: sql`jr.client_id = ${clientId}`,
    keys: [sql`jr.id`, sql`t.lang`],
    columns: {
      projectName: { expr: sql`jr.name`, kind: 'text' },
      languagePair: { expr: pair, kind: 'text' },
      pages: {
        // The contract's pagesPerLanguage in SQL (stored figure, else the total split evenly, rounded up);
        // pages-per-language.test.ts checks the two agree.
        expr: sql`(SELECT coalesce((aq.pages_per_language->>t.lang)::int, ceil(aq.total_pages::numeric / greatest(cardinality(jr.target_language_ids), 1))::int) FROM auto_quotes aq WHERE aq.job_request_id = jr.id)`,
        kind: 'number',
      },
      status: { expr: STATUS_LABEL_CASE, kind: 'text' },
      createdOn: { expr: createdOn, kind: 'date' },
    },
    filters: {
      createdFrom: dateFrom(createdOn),
      createdTo: dateTo(createdOn),
      languagePair: contains(pair),
      status: statusFilter(),
    },
    defaultSort: { columnId: 'createdOn', desc: true },
    chart: { groupBy: 'CATEGORY', measure: 'COUNT', columnId: 'languagePair' },
  };
}

function clientContacts(clientId: number): Source {
  const name = sql`coalesce(nullif(trim(ua.first_name || ' ' || ua.last_name), ''), ua.email)`;
  const owned = sql`job_requests j WHERE j.owner_user_id = ua.id AND j.client_id = ${clientId}`;
  const isClient = sql`'CLIENT' = ANY(ua.roles)`;
  return {
    from: sql`user_accounts ua`,
    // Members: the organisation is their current one or one of their linked ones; client people only.
    scope: sql`(ua.client_id = ${clientId} OR EXISTS (SELECT 1 FROM user_client_links ucl WHERE ucl.user_id = ua.id AND ucl.client_id = ${clientId}))
      AND (ua.roles && ARRAY['CLIENT', 'CLIENT_EMPLOYEE']::text[] OR ua.is_federated)`,
    keys: [sql`ua.id`],
    columns: {
      name: { expr: name, kind: 'text' },
      email: { expr: sql`ua.email`, kind: 'text' },
      role: { expr: sql`CASE WHEN ${isClient} THEN ${lit(CONTACT_ROLE_LABELS.CLIENT)} ELSE ${lit(CONTACT_ROLE_LABELS.CLIENT_EMPLOYEE)} END`, kind: 'text' },
      requests: { expr: sql`(SELECT count(*)::int FROM ${owned})`, kind: 'number' },
      quoteRequests: { expr: sql`(SELECT count(*)::int FROM ${owned} AND j.request_type = 'QUOTE_REQUEST')`, kind: 'number' },
      lastRequestOn: { expr: sql`(SELECT max(j.create_time) FROM ${owned})`, kind: 'date' },
    },
    filters: {
      name: contains(sql`(${name} || ' ' || ua.email)`),
      role: { type: 'SELECT', where: (v) => (v === CONTACT_ROLE_LABELS.CLIENT ? isClient : sql`NOT (${isClient})`) },
    },
    defaultSort: { columnId: 'requests', desc: true },
    chart: { groupBy: 'CATEGORY', measure: 'AMOUNT', columnId: 'name', measureColumnId: 'requests' },
  };
}

const VERDICT_CASE = sql`CASE
  WHEN NOT qs.inconclusive AND qs.verdict = 'PASS' THEN ${lit(VERDICT_LABELS.pass)}
  WHEN NOT qs.inconclusive THEN ${lit(VERDICT_LABELS.fail)}
  WHEN qs.verdict = 'PASS' THEN ${lit(VERDICT_LABELS.inconclusivePass)}
  ELSE ${lit(VERDICT_LABELS.inconclusiveFail)} END`;

function quality(clientId: number): Source {
  // A file's first delivery, as the quality record counts months (decision 187); the score's time without one.
  const deliveredOn = sql`coalesce((SELECT min(h.at) FROM job_request_status_history h WHERE h.job_request_id = qs.job_request_id AND h.to_status = 'COMPLETED'), qs.computed_at)`;
  const pair = sql`(${languageName(sql`jr.source_language_id`)} || ' → ' || ${languageName(sql`qs.language_id`)})`;
  return {
    // One row per stored score: a file and target language of the company's requests (decision 184).
    from: sql`quality_scores qs JOIN job_requests jr ON jr.id = qs.job_request_id`,
    scope: sql`jr.client_id = ${clientId}`,
    keys: [sql`qs.job_request_id`, sql`qs.file_ref`, sql`qs.language_id`],
    columns: {
      projectName: { expr: sql`jr.name`, kind: 'text' },
      fileName: { expr: sql`qs.file_name`, kind: 'text' },
      languagePair: { expr: pair, kind: 'text' },
      score: { expr: sql`qs.score`, kind: 'number' },
      verdict: { expr: VERDICT_CASE, kind: 'text' },
      evaluatedWords: { expr: sql`qs.evaluated_words`, kind: 'number' },
      penaltyPer1000: { expr: sql`qs.penalty_per_1000`, kind: 'number' },
      profile: { expr: sql`(qs.profile_name || ' v' || qs.profile_version)`, kind: 'text' },
      deliveredOn: { expr: deliveredOn, kind: 'date' },
      scoredOn: { expr: sql`qs.computed_at`, kind: 'date' },
    },
    filters: {
      deliveredFrom: dateFrom(deliveredOn),
      deliveredTo: dateTo(deliveredOn),
      languagePair: contains(pair),
      verdict: { type: 'SELECT', where: (v) => sql`${VERDICT_CASE} = ${v as string}` },
      projectName: contains(sql`jr.name`),
    },
    defaultSort: { columnId: 'deliveredOn', desc: true },
    chart: { groupBy: 'CATEGORY', measure: 'COUNT', columnId: 'verdict' },
  };
}

export const SOURCES: Record<ReportSource, (clientId: number) => Source> = { projects, quotes, tasks, clientContacts, quality };
