// Demo provider project records for the staff dashboards: six weeks of projects, QA jobs and quotes dated from
// the clock, so every accordion and detail table has rows (past due, due today, later, completed history,
// unassigned work) on any day the demo starts. Deterministic: the same clock gives the same records.
import type { Db } from '../db/client.ts';
import { seededRandom } from '../lib/seeded-random.ts';
import {
  providerClientVerticals,
  providerJobs,
  providerProjects,
  providerQuotes,
  providerStaff,
  type DashboardVertical,
  type ProviderJobStatus,
  type ProviderProjectStatus,
} from '../db/schema/index.ts';

const VERTICALS: DashboardVertical[] = ['comprehension', 'healthcare', 'insurance', 'technical', 'government', 'taiwan'];
const MANAGERS = ['Maria Lopez', 'Kenji Sato', 'Priya Nair', 'David Okafor'];
const COORDINATORS = ['Tom Becker', 'Lucia Rossi', 'Ana Costa'];
const QA_SPECIALISTS = ['Hannah Kim', 'Omar Haddad'];
const CLIENTS: Record<DashboardVertical, string[]> = {
  comprehension: ['Northwind Legal', 'Contoso Compliance'],
  healthcare: ['Acme Health', 'Springfield Clinics'],
  insurance: ['Globex Insurance', 'Fabrikam Mutual'],
  technical: ['Initech Legacy', 'Northwind Devices'],
  government: ['Umbrella Government Services', 'City of Springfield'],
  taiwan: ['Taipei Medical Group', 'Formosa Electronics'],
};
const PAIRS = ['English > Spanish', 'English > Spanish, French', 'English > Chinese (Traditional)', 'Spanish > English', 'English > Vietnamese, Korean'];
const HOUR = 3_600_000;

/** What the generators share: the seeded random numbers, the clock, the staff's ids and the running number. */
interface Generator {
  rnd: () => number;
  pick: <T>(xs: readonly T[]) => T;
  at: (hoursFromNow: number) => Date;
  idOf: (name: string) => number;
  year: number;
  number: number;
  now: Date;
}

function demoProject(g: Generator, vertical: DashboardVertical, i: number): typeof providerProjects.$inferInsert {
  const { rnd, pick, at, idOf } = g;
  const number = ++g.number;
  // Started over the last six weeks; deadlines two to ten days after the start.
  const startH = -Math.floor(rnd() * 42 * 24);
  let deadlineH = startH + 48 + Math.floor(rnd() * 8 * 24);
  // A few per vertical land today and a few are just past due, whatever the start.
  if (i === 0) deadlineH = 1 + Math.floor(rnd() * 3);
  if (i === 1) deadlineH = -2 - Math.floor(rnd() * 30);
  const rush = rnd() < 0.25;
  const past = deadlineH < 0;
  // Most past-deadline work was delivered; some is still open (past due).
  const status: ProviderProjectStatus = past ? (i === 1 || rnd() < 0.12 ? 'IN_PROGRESS' : 'COMPLETED') : startH > -24 ? 'OPENED' : 'IN_PROGRESS';
  const grouped = rnd() < 0.3;
  return {
    projectId: `P-${g.year}-${number}`,
    internalProjectId: number,
    vertical,
    turnaround: rnd() < 0.3,
    name: `${pick(['Patient letters', 'Policy wording', 'User manual', 'Public notice', 'Training deck', 'Contract set'])} ${i + 1}`,
    client: pick(CLIENTS[vertical]),
    languages: pick(PAIRS),
    totalAgreed: (180 + Math.floor(rnd() * 4800) + 0.5 * Math.floor(rnd() * 2)).toFixed(2),
    rateType: rush ? 'Rush' : 'Standard',
    startDate: at(startH),
    deadline: at(deadlineH),
    status,
    groupName: grouped ? `${vertical.charAt(0).toUpperCase()}${vertical.slice(1)} programme` : null,
    groupId: grouped ? `G-${vertical.slice(0, 3).toUpperCase()}-${100 + (i % 4)}` : null,
    // One open project per vertical still waits for a manager.
    projectManagerId: i === 2 ? null : idOf(pick(MANAGERS)),
    coordinatorId: rnd() < 0.6 ? idOf(pick(COORDINATORS)) : null,
  };
}

function demoQuote(g: Generator, vertical: DashboardVertical, i: number): typeof providerQuotes.$inferInsert {
  const { rnd, pick, at, idOf } = g;
  const number = ++g.number;
  // Quote 8 of each vertical came in three hours ago: completed within the day, so not highlighted.
  const startH = i === 7 ? -3 : -Math.floor(rnd() * 6 * 24) - 1;
  const status = i < 5 ? 'CURRENT' : i < 7 ? 'PENDING_REVIEW' : 'COMPLETED';
  return {
    quoteId: `Q-${g.year}-${number}`,
    internalQuoteId: number,
    vertical,
    name: `${pick(['Brochure', 'Claim forms', 'Website update', 'Consent forms', 'Firmware strings'])} quote ${i + 1}`,
    client: pick(CLIENTS[vertical]),
    languages: pick(PAIRS),
    totalAgreed: (60 + Math.floor(rnd() * 1900)).toFixed(2),
    rateType: rnd() < 0.2 ? 'Rush' : 'Standard',
    startDate: at(startH),
    deadline: at(startH + 24 * (3 + Math.floor(rnd() * 7))),
    status,
    // Completed within the hour for some, a day or more later for others (the 24-hour highlight).
    completedAt: status === 'COMPLETED' ? at(Math.min(-1, startH + (i === 7 ? 2 : 30))) : null,
    coordinatorId: i === 0 || i === 8 ? null : idOf(pick(COORDINATORS)),
  };
}

/** A vendor job on every project; a QA job on most open ones. */
function demoJobs(g: Generator, stored: ReadonlyArray<{ id: number; status: ProviderProjectStatus; startDate: Date }>): Array<typeof providerJobs.$inferInsert> {
  const { rnd, pick, idOf } = g;
  const jobs: Array<typeof providerJobs.$inferInsert> = [];
  let jobNumber = 0;
  for (const p of stored) {
    const open = p.status !== 'COMPLETED' && p.status !== 'CANCELLED';
    const vendor = pick(['Lina Linguist', 'Jorge Ramos', 'Mei Chen', 'Luc Martin']);
    jobs.push({ projectId: p.id, projectJobId: ++jobNumber, kind: 'VENDOR', assignedTo: vendor, startDate: p.startDate, status: open ? 'STARTED' : 'CLOSED' });
    if (open && rnd() < 0.6) {
      const qa = rnd() < 0.1 ? null : pick(QA_SPECIALISTS);
      const status: ProviderJobStatus = pick(['OPEN', 'ACCEPTED', 'STARTED']);
      jobs.push({
        projectId: p.id,
        projectJobId: ++jobNumber,
        kind: 'QA',
        assigneeId: qa ? idOf(qa) : null,
        assignedTo: qa,
        startDate: new Date(Math.min(p.startDate.getTime() + 24 * HOUR, g.now.getTime())),
        status,
        qaType: pick(['Linguistic QA', 'Final QA', 'DTP QA']),
      });
    }
  }
  return jobs;
}

export async function seedProviderRecords(db: Db, now: Date, companyIds: { acme: number; globex: number; initech: number; umbrella: number }): Promise<void> {
  await db.insert(providerClientVerticals).values([
    { clientId: companyIds.acme, vertical: 'healthcare' },
    { clientId: companyIds.globex, vertical: 'insurance' },
    { clientId: companyIds.initech, vertical: 'technical' },
    { clientId: companyIds.umbrella, vertical: 'government' },
  ]);
  const staff = await db
    .insert(providerStaff)
    .values([
      ...MANAGERS.map((name) => ({ name, role: 'PROJECT_MANAGER' as const })),
      ...COORDINATORS.map((name) => ({ name, role: 'COORDINATOR' as const })),
      ...QA_SPECIALISTS.map((name) => ({ name, role: 'QA_SPECIALIST' as const })),
    ])
    .returning({ id: providerStaff.id, name: providerStaff.name });
  const rnd = seededRandom(20_260_101); // deterministic, so demo data does not change between starts
  const g: Generator = {
    rnd,
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!,
    at: (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * HOUR),
    idOf: (name: string) => staff.find((s) => s.name === name)!.id,
    year: now.getUTCFullYear(),
    number: 30_000,
    now,
  };
  const projects: Array<typeof providerProjects.$inferInsert> = [];
  const quotes: Array<typeof providerQuotes.$inferInsert> = [];
  for (const vertical of VERTICALS) {
    for (let i = 0; i < 24; i++) projects.push(demoProject(g, vertical, i));
    for (let i = 0; i < 10; i++) quotes.push(demoQuote(g, vertical, i));
  }
  const stored = await db.insert(providerProjects).values(projects).returning({ id: providerProjects.id, status: providerProjects.status, startDate: providerProjects.startDate });
  await db.insert(providerQuotes).values(quotes);
  await db.insert(providerJobs).values(demoJobs(g, stored));
}
