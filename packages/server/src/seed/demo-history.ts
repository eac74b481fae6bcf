// Half a year of demo requests, each created and moved through the product's own transition with its dates, so it
// leaves the trace a portal request leaves (statistics included); analysed quotes are priced by the page rule
// (decision 015). Only uploads, mail and workers are skipped.
import type { Db } from '../db/client.ts';
import { autoQuotes, type JobRequestStatus } from '../db/schema/index.ts';
import { quoteFigures } from '../engines/analysis/index.ts';
import { insertJobRequest, transition } from '../modules/job-requests/index.ts';
import { systemClock } from '../lib/clock.ts';

export interface HistoryCompany {
  clientId: number;
  pricePerPage: number;
  owners: string[];
  kinds: string[];
  count: number;
}

const DAY = 86_400_000;
const HISTORY_DAYS = 180;
/** An unanswered quote expires after this many days (spec 2 §9 terms). */
const QUOTE_VALIDITY_DAYS = 30;
const PAIRS: Array<[string, string[]]> = [
  ['enu', ['esn']],
  ['enu', ['esn', 'chs']],
  ['enu', ['fra']],
  ['enu', ['deu', 'ita']],
  ['enu', ['vit']],
  ['enu', ['esn', 'vit', 'hat']],
  ['esn', ['enu']],
  ['enu', ['ptb']],
];

/** A small deterministic generator (mulberry32), so every fresh start shows the same history. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Step = { status: JobRequestStatus; afterDays: number };
type HistoryQuote = { pagesPerLanguage: number; answeredAfter: number };

function historySteps(rnd: () => number, isQuote: boolean, automatic: boolean, ageDays: number): { steps: Step[]; quote: HistoryQuote | undefined } {
  const steps: Step[] = [];
  let quote: HistoryQuote | undefined;
  if (isQuote && automatic) {
    steps.push({ status: 'ANALYZING', afterDays: 0 }, { status: 'QUOTE_READY_FOR_CLIENT_REVIEW', afterDays: 0.01 });
    const answer = rnd();
    const answeredAfter = 0.5 + rnd() * 6;
    if (ageDays > QUOTE_VALIDITY_DAYS && (answer < 0.25 || answer >= 0.95)) steps.push({ status: 'QUOTE_EXPIRED', afterDays: QUOTE_VALIDITY_DAYS });
    else if (ageDays > answeredAfter && answer < 0.45) steps.push({ status: 'QUOTE_REJECTED', afterDays: answeredAfter });
    else if (ageDays > answeredAfter && answer < 0.95) {
      // Accepted quotes go to the project system and are delivered about a week later.
      steps.push({ status: 'QUOTE_ACCEPTED', afterDays: answeredAfter }, { status: 'SUBMITTED_TO_XTRF', afterDays: answeredAfter + 0.01 });
      if (ageDays > answeredAfter + 10) steps.push({ status: 'COMPLETED', afterDays: answeredAfter + 7 + rnd() * 3 });
    }
    quote = { pagesPerLanguage: 1 + Math.floor(rnd() * 30), answeredAfter };
  } else if (isQuote) {
    // A link or an unreadable file: staff quote it by hand.
    steps.push({ status: 'ANALYZING', afterDays: 0 }, { status: 'READY_FOR_INTERNAL_REVIEW', afterDays: 0.01 });
    if (ageDays > 2) steps.push({ status: 'SUBMITTED_TO_XTRF', afterDays: 1 + rnd() });
  } else {
    steps.push({ status: 'SUBMITTED_TO_XTRF', afterDays: 0.02 });
    const outcome = rnd();
    if (ageDays > 12 && outcome < 0.8) steps.push({ status: 'COMPLETED', afterDays: 5 + rnd() * 7 });
    else if (ageDays > 3 && outcome < 0.88) steps.push({ status: 'CANCELLED', afterDays: 1 + rnd() * 2 });
    else if (ageDays > 60 && outcome < 0.95) steps.push({ status: 'ARCHIVED', afterDays: 30 });
  }
  return { steps, quote };
}

export async function seedRequestHistory(db: Db, now: Date, companies: readonly HistoryCompany[]): Promise<void> {
  for (const company of companies) {
    if (company.owners.length === 0) continue;
    const rnd = random(company.clientId);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
    for (let i = 0; i < company.count; i++) {
      // Spread over the last 180 days, a little busier recently; never in the last hour (nothing is mid-analysis).
      const ageDays = HISTORY_DAYS * Math.pow(rnd(), 1.3) + 1 / 24;
      const created = new Date(now.getTime() - ageDays * DAY);
      const when = (afterDays: number) => new Date(created.getTime() + afterDays * DAY);
      const id = crypto.randomUUID();
      const [source, targets] = pick(PAIRS);
      const isQuote = rnd() < 0.55;
      const automatic = isQuote && rnd() < 0.75;
      const { steps, quote } = historySteps(rnd, isQuote, automatic, ageDays);
      const submitted = steps.some((s) => s.status === 'SUBMITTED_TO_XTRF');
      await insertJobRequest(db, {
        row: {
          id,
          clientId: company.clientId,
          ownerUserId: pick(company.owners),
          name: `${pick(company.kinds)} ${String(i + 1).padStart(3, '0')}`,
          status: 'CREATED',
          origination: 'WEBFORM',
          requestType: isQuote ? 'QUOTE_REQUEST' : 'TRANSLATION_REQUEST',
          sourceLanguageId: source,
          targetLanguageIds: targets,
          createTime: created,
        },
        actor: 'system',
      });
      let from: JobRequestStatus = 'CREATED';
      for (const step of steps) {
        const at = when(step.afterDays);
        if (step.status === 'QUOTE_READY_FOR_CLIENT_REVIEW' && quote) {
          const figures = quoteFigures(quote.pagesPerLanguage, targets, company.pricePerPage);
          const answered = steps.at(-1)!.status;
          await db.insert(autoQuotes).values({
            jobRequestId: id,
            pricePerPage: figures.pricePerPage.toFixed(2),
            totalPages: figures.totalPages,
            price: figures.price.toFixed(2),
            pagesPerLanguage: figures.pagesPerLanguage,
            creationDate: at,
            acceptanceDeadline: new Date(created.getTime() + QUOTE_VALIDITY_DAYS * DAY),
            acceptanceStatus: answered === 'QUOTE_REJECTED' ? 'REJECTED' : ['QUOTE_ACCEPTED', 'SUBMITTED_TO_XTRF', 'COMPLETED'].includes(answered) ? 'ACCEPTED' : null,
            respondedAt: ['QUOTE_READY_FOR_CLIENT_REVIEW', 'QUOTE_EXPIRED'].includes(answered) ? null : when(quote.answeredAfter),
          });
        }
        // The project system's number arrives with the submission, as the provider desk sets it.
        const set = step.status === 'SUBMITTED_TO_XTRF' && submitted ? { xtrfInternalId: String(40_000 + company.clientId * 10 + i) } : undefined;
        await transition(db, systemClock, id, from, step.status, { actor: 'system', at, ...(set ? { set } : {}) });
        from = step.status;
      }
    }
  }
}
