// The quality record (decision 187): figures over the stored scores (quality_scores), never stored themselves.
// A score belongs to the month its request was first delivered; each file and language counts once, in exactly one
// of pass, fail and inconclusive. Staff see every company's; a company's admin its own history.
import { eq, sql, type SQL } from 'drizzle-orm';
import { QUALITY_RECORD_MONTHS_DEFAULT, roundTo2, type MqmErrorType, type QualityFigures, type QualityGroupRow, type QualityHistory, type QualityStats } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { clientConfigs } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { parseIntegerId } from '../../lib/integer-id.ts';
import { isStaff } from '../access.ts';
import { isClientAdmin } from '../api-keys/index.ts';
import { QUALITY_MESSAGES } from './access.ts';

type Rows = { rows: Array<Record<string, unknown>> };

/** The first instant of the UTC month `months - 1` months before `now`'s. */
export function recordSince(now: Date, months = QUALITY_RECORD_MONTHS_DEFAULT): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
}

const languageName = (id: SQL) => sql`coalesce((SELECT l.name FROM languages l WHERE l.id = ${id}), ${id})`;

/**
 * The scores delivered since `since`, with what they group by; `scope` restricts the requests (jr). A score is
 * computed after its request's delivery (issues are marked on delivered requests only), so `computed_at` first
 * drops older scores without looking up their delivery; OFFSET 0 looks each delivery up once.
 */
function scored(scope: SQL, since: Date): SQL {
  const iso = sql`${since.toISOString()}::timestamptz`;
  return sql`(
    SELECT qs.*, jr.client_id, jr.source_language_id,
      coalesce((SELECT string_agg(e, '+' ORDER BY e) FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(jr.mt_engines -> qs.language_id) = 'array' THEN jr.mt_engines -> qs.language_id ELSE '[]'::jsonb END) e), '') AS engine,
      d.delivered_at
    FROM quality_scores qs
    JOIN job_requests jr ON jr.id = qs.job_request_id
    CROSS JOIN LATERAL (
      SELECT coalesce((SELECT min(h.at) FROM job_request_status_history h WHERE h.job_request_id = qs.job_request_id AND h.to_status = 'COMPLETED'), qs.computed_at) AS delivered_at
      OFFSET 0
    ) d
    WHERE ${scope} AND qs.computed_at >= ${iso} AND d.delivered_at >= ${iso}
  ) s`;
}

const MONTH = sql`to_char(date_trunc('month', s.delivered_at AT TIME ZONE 'UTC'), 'YYYY-MM')`;

const FIGURES = sql`count(*)::int AS scores,
  (count(*) FILTER (WHERE NOT s.inconclusive AND s.verdict = 'PASS'))::int AS pass,
  (count(*) FILTER (WHERE NOT s.inconclusive AND s.verdict = 'FAIL'))::int AS fail,
  (count(*) FILTER (WHERE s.inconclusive))::int AS inconclusive,
  avg(s.score)::float8 AS mean_score,
  coalesce(sum(s.evaluated_words), 0)::int AS evaluated_words`;

function figures(r: Record<string, unknown>): QualityFigures {
  return {
    scores: Number(r.scores ?? 0),
    pass: Number(r.pass ?? 0),
    fail: Number(r.fail ?? 0),
    inconclusive: Number(r.inconclusive ?? 0),
    meanScore: r.mean_score === null || r.mean_score === undefined ? null : roundTo2(Number(r.mean_score)),
    evaluatedWords: Number(r.evaluated_words ?? 0),
  };
}

type Group = 'totals' | 'byCompany' | 'byLanguagePair' | 'byEngine' | 'byMonth';

/** Which grouping set a row of the one GROUPING SETS query belongs to, from its GROUPING() bits. */
function groupOf(r: Record<string, unknown>): Group {
  if (Number(r.g_company) === 0) return 'byCompany';
  if (Number(r.g_pair) === 0) return 'byLanguagePair';
  if (Number(r.g_engine) === 0) return 'byEngine';
  if (Number(r.g_month) === 0) return 'byMonth';
  return 'totals';
}

function groupRow(group: Group, r: Record<string, unknown>): QualityGroupRow {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  if (group === 'byCompany') return { key: text(r.client_id), label: text(r.company), ...figures(r) };
  if (group === 'byLanguagePair') return { key: `${text(r.source_language_id)}>${text(r.language_id)}`, label: `${text(r.source_name)} → ${text(r.target_name)}`, ...figures(r) };
  if (group === 'byEngine') return { key: text(r.engine), label: text(r.engine).replaceAll('+', ' + '), ...figures(r) };
  return { key: text(r.month), label: text(r.month), ...figures(r) };
}

const largestFirst = (a: QualityGroupRow, b: QualityGroupRow) => b.scores - a.scores || a.label.localeCompare(b.label);

/** Staff's quality view: every company's scores, open issues and redeliveries. */
export async function qualityStats(db: Db, now: Date, months?: number): Promise<QualityStats> {
  const since = recordSince(now, months);
  // One pass over the period's scores for the totals and the four groupings; names are looked up per group.
  const [groups, open, redelivery] = await Promise.all([
    db.execute(sql`
      WITH g AS (
        SELECT grouping(s.client_id) AS g_company, grouping(s.source_language_id, s.language_id) AS g_pair,
          grouping(s.engine) AS g_engine, grouping(s.month) AS g_month,
          s.client_id, s.source_language_id, s.language_id, s.engine, s.month, ${FIGURES}
        FROM (SELECT s.*, ${MONTH} AS month FROM ${scored(sql`true`, since)}) s
        GROUP BY GROUPING SETS ((), (s.client_id), (s.source_language_id, s.language_id), (s.engine), (s.month))
      )
      SELECT g.*, (SELECT c.company_name FROM client_configs c WHERE c.id = g.client_id) AS company,
        ${languageName(sql`g.source_language_id`)} AS source_name, ${languageName(sql`g.language_id`)} AS target_name
      FROM g`) as unknown as Promise<Rows>,
    db.execute(sql`
      SELECT qi.mqm_type, count(*)::int AS n FROM quality_issues qi JOIN job_requests jr ON jr.id = qi.job_request_id
      WHERE qi.status = 'OPEN' AND NOT jr.archived GROUP BY 1 ORDER BY 2 DESC, 1 ASC`) as unknown as Promise<Rows>,
    redeliveries(db, since),
  ]);
  const by: Record<Exclude<Group, 'totals'>, QualityGroupRow[]> = { byCompany: [], byLanguagePair: [], byEngine: [], byMonth: [] };
  let totals = figures({});
  for (const r of groups.rows) {
    const group = groupOf(r);
    if (group === 'totals') totals = figures(r);
    else by[group].push(groupRow(group, r));
  }
  return {
    since: since.toISOString(),
    totals,
    byCompany: by.byCompany.sort(largestFirst),
    byLanguagePair: by.byLanguagePair.sort(largestFirst),
    byEngine: by.byEngine.sort(largestFirst),
    byMonth: by.byMonth.sort((a, b) => a.key.localeCompare(b.key)),
    openIssues: open.rows.map((r) => ({ mqmType: r.mqm_type as MqmErrorType, count: Number(r.n) })),
    redelivery,
  };
}

/**
 * Each language sent back since `since`, measured from the request for changes to the request's next move from
 * CHANGES_REQUESTED to COMPLETED (the desk's redelivery); languages sent back together are each measured to the
 * same redelivery.
 */
async function redeliveries(db: Db, since: Date): Promise<QualityStats['redelivery']> {
  const result = (await db.execute(sql`
    WITH d AS (
      SELECT extract(epoch FROM (
        SELECT min(h.at) FROM job_request_status_history h
        WHERE h.job_request_id = rd.job_request_id AND h.from_status = 'CHANGES_REQUESTED' AND h.to_status = 'COMPLETED' AND h.at >= rd.decided_at
      ) - rd.decided_at) / 3600.0 AS hours
      FROM review_decisions rd
      WHERE rd.decision = 'CHANGES_REQUESTED' AND rd.decided_at >= ${since.toISOString()}::timestamptz
    )
    SELECT count(*)::int AS requested, count(hours)::int AS redelivered,
      (percentile_cont(0.5) WITHIN GROUP (ORDER BY hours))::float8 AS median, avg(hours)::float8 AS mean
    FROM d`)) as unknown as Rows;
  const r = result.rows[0] ?? {};
  const hours = (v: unknown) => (v === null || v === undefined ? null : roundTo2(Number(v)));
  return { requested: Number(r.requested ?? 0), redelivered: Number(r.redelivered ?? 0), medianHours: hours(r.median), meanHours: hours(r.mean) };
}

/** The company of the path when the caller may read its history: 403 for any other client user (no probing), 404 for staff naming none. */
async function historyCompany(db: Db, principal: Principal, clientIdParam: string): Promise<number> {
  const clientId = parseIntegerId(clientIdParam);
  if (!isStaff(principal) || principal.apiKey) {
    if (!isClientAdmin(principal) || principal.clientId !== clientId) throw forbidden(QUALITY_MESSAGES.historyAdminOnly, 'NOT_COMPANY_ADMIN');
    return principal.clientId;
  }
  const [row] = clientId === null ? [] : await db.select({ id: clientConfigs.id }).from(clientConfigs).where(eq(clientConfigs.id, clientId)).limit(1);
  if (!row) throw notFound(QUALITY_MESSAGES.clientNotFound, 'CLIENT_NOT_FOUND');
  return row.id;
}

/** A company's scores per target language and month, oldest month first. */
export async function qualityHistory(db: Db, principal: Principal, clientIdParam: string, now: Date, months?: number): Promise<QualityHistory> {
  const clientId = await historyCompany(db, principal, clientIdParam);
  const since = recordSince(now, months);
  const result = (await db.execute(sql`
    SELECT ${MONTH} AS month, s.language_id, ${languageName(sql`s.language_id`)} AS language_name, ${FIGURES}
    FROM ${scored(sql`jr.client_id = ${clientId}`, since)}
    GROUP BY 1, 2, 3 ORDER BY 1 ASC, 3 ASC`)) as unknown as Rows;
  return {
    since: since.toISOString(),
    rows: result.rows.map((r) => ({ month: String(r.month), languageId: String(r.language_id), languageName: String(r.language_name), ...figures(r) })),
  };
}
