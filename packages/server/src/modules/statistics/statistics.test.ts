// The 13 statistics calls (spec 1 §7) over a small fixed set of provider records, with the clock and the
// provider's time zone set: every grouping, past due and due today at the day's boundaries, unassigned people,
// 400/404 on ids, 401/403, and a client's portal request appearing as a provider record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, DASHBOARD_ROLES, calls } from '@lingua/contract';
import { buildTestApp, testPrincipals, TEST_USER_HEADER, type TestApp } from '../../../test/helpers.ts';
import { eq } from 'drizzle-orm';
import { jobRequests, providerJobs, providerProjects, providerQuotes, providerStaff } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-data.ts';
import { ManualClock } from '../../lib/clock.ts';
import { transition } from '../job-requests/index.ts';
import { endOfLocalDay, isoInZone } from './time.ts';

const HOUR = 3_600_000;
const TZ = 'America/New_York';
// Tuesday 10 March 2026, 11:00 in New York (daylight-saving time began on the 8th: UTC-4).
const NOW = new Date('2026-03-10T15:00:00Z');
const END_OF_DAY = new Date('2026-03-11T04:00:00Z');
const STAFF = 'quoter@lingua.example';
const ALICE = 'client@acme-health.example';

describe('statistics', () => {
  let t: TestApp;
  const clock = new ManualClock(NOW);
  const ids = { ann: 0, ben: 0, cora: 0, quinn: 0 };

  beforeAll(async () => {
    // The shared demo snapshot (accounts for every role), then this file's clock: seeding the demo again with
    // the manual clock would only date records that the next lines delete.
    t = await buildTestApp({ config: { providerTimeZone: TZ }, app: { configure: testPrincipals } });
    t.ctx.clock = clock;
    const db = t.ctx.db;
    // Only this file's records: the demo ones are dated from the clock and would blur the counts.
    await db.delete(providerJobs);
    await db.delete(providerProjects);
    await db.delete(providerQuotes);
    const staff = await db
      .insert(providerStaff)
      .values([
        { name: 'Ann Manager', role: 'PROJECT_MANAGER' },
        { name: 'Ben Manager', role: 'PROJECT_MANAGER' },
        { name: 'Cora Coordinator', role: 'COORDINATOR' },
        { name: 'Quinn Checker', role: 'QA_SPECIALIST' },
      ])
      .returning({ id: providerStaff.id });
    [ids.ann, ids.ben, ids.cora, ids.quinn] = staff.map((s) => s.id) as [number, number, number, number];
    const base = { client: 'Acme Health', languages: 'English > Spanish', startDate: new Date(NOW.getTime() - 48 * HOUR), status: 'IN_PROGRESS' as const };
    const p = await db
      .insert(providerProjects)
      .values([
        { ...base, projectId: 'P-1', internalProjectId: 1, vertical: 'healthcare', name: 'Past due', rateType: 'Standard', totalAgreed: '100.00', deadline: new Date(NOW.getTime() - 60_000 - 3 * HOUR), projectManagerId: ids.ann, groupName: 'Leaflets', groupId: 'G-1' },
        { ...base, projectId: 'P-2', internalProjectId: 2, vertical: 'healthcare', name: 'Due tonight', rateType: 'Rush', totalAgreed: '200.50', deadline: new Date(END_OF_DAY.getTime() - 1000), projectManagerId: ids.ann, turnaround: true },
        { ...base, projectId: 'P-3', internalProjectId: 3, vertical: 'healthcare', name: 'Due at midnight', rateType: 'Standard', totalAgreed: null, deadline: END_OF_DAY, projectManagerId: ids.ben },
        { ...base, projectId: 'P-4', internalProjectId: 4, vertical: 'healthcare', name: 'Waiting for a manager', rateType: 'Standard', totalAgreed: '50.00', deadline: new Date(NOW.getTime() + 120 * HOUR) },
        { ...base, projectId: 'P-5', internalProjectId: 5, vertical: 'healthcare', name: 'Delivered', rateType: 'Standard', totalAgreed: '999.00', deadline: new Date(NOW.getTime() - 100 * HOUR), projectManagerId: ids.ann, status: 'COMPLETED' },
        { ...base, projectId: 'P-6', internalProjectId: 6, vertical: 'insurance', name: 'Claims', rateType: 'Rush', totalAgreed: '75.00', deadline: new Date(NOW.getTime() - 30 * HOUR), projectManagerId: ids.ben, coordinatorId: ids.cora },
      ])
      .returning({ id: providerProjects.id });
    await db.insert(providerJobs).values([
      { projectId: p[0]!.id, projectJobId: 11, kind: 'QA', assigneeId: ids.quinn, assignedTo: 'Quinn Checker', startDate: new Date(NOW.getTime() - 5 * HOUR), status: 'STARTED', qaType: 'Final QA' },
      { projectId: p[2]!.id, projectJobId: 12, kind: 'QA', assigneeId: ids.quinn, assignedTo: 'Quinn Checker', startDate: NOW, status: 'CLOSED', qaType: 'Final QA' },
      { projectId: p[1]!.id, projectJobId: 13, kind: 'QA', startDate: NOW, status: 'OPEN', qaType: 'Linguistic QA' },
      { projectId: p[1]!.id, projectJobId: 14, kind: 'VENDOR', assignedTo: 'Lina Linguist', startDate: NOW, status: 'STARTED' },
    ]);
    const q = { client: 'Acme Health', languages: 'English > French', vertical: 'healthcare' as const, rateType: 'Standard' as const, totalAgreed: '10.00' };
    await db.insert(providerQuotes).values([
      { ...q, quoteId: 'Q-1', internalQuoteId: 101, name: 'Current', startDate: new Date(NOW.getTime() - 2 * HOUR), status: 'CURRENT', coordinatorId: ids.cora },
      { ...q, quoteId: 'Q-2', internalQuoteId: 102, name: 'In review', startDate: new Date(NOW.getTime() - 3 * HOUR), status: 'PENDING_REVIEW', coordinatorId: ids.cora, rateType: 'Rush' },
      { ...q, quoteId: 'Q-3', internalQuoteId: 103, name: 'Nobody yet', startDate: new Date(NOW.getTime() - 4 * HOUR), status: 'CURRENT' },
      { ...q, quoteId: 'Q-4', internalQuoteId: 104, name: 'Sent', startDate: new Date(NOW.getTime() - 30 * HOUR), status: 'COMPLETED', completedAt: new Date(NOW.getTime() - 2 * HOUR), coordinatorId: ids.cora },
      { ...q, quoteId: 'Q-5', internalQuoteId: 105, name: 'Old', startDate: new Date(NOW.getTime() - 300 * HOUR), status: 'COMPLETED', completedAt: new Date(NOW.getTime() - 200 * HOUR) },
      { ...q, quoteId: 'Q-6', internalQuoteId: 106, name: 'Insurance', vertical: 'insurance', startDate: NOW, status: 'CURRENT', coordinatorId: ids.cora },
    ]);
    // The demo seed hashes a password per account: slow on a busy machine.
  }, 180_000);
  afterAll(async () => t?.close());

  const get = async (url: string, user: string | null = STAFF) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/statistics/${url}`, headers: user ? { [TEST_USER_HEADER]: user } : {} });
    return { status: res.statusCode, body: res.json() };
  };
  const ok = async (url: string) => {
    const res = await get(url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const at = (when: Date) => clock.set(when);

  it('computes the end of the provider day across zones and daylight saving', () => {
    expect(endOfLocalDay(NOW, TZ)).toEqual(END_OF_DAY);
    expect(endOfLocalDay(new Date('2026-03-08T04:59:00Z'), TZ)).toEqual(new Date('2026-03-08T05:00:00Z'));
    // 8 March 2026 is 23 hours long in New York: it starts at UTC-5 and ends at UTC-4.
    expect(endOfLocalDay(new Date('2026-03-08T05:00:00Z'), TZ)).toEqual(new Date('2026-03-09T04:00:00Z'));
    expect(endOfLocalDay(NOW, 'Asia/Taipei')).toEqual(new Date('2026-03-10T16:00:00Z'));
    expect(isoInZone(NOW, TZ)).toBe('2026-03-10T11:00:00-04:00');
    expect(isoInZone(new Date('2026-03-10T20:00:00Z'), 'Asia/Taipei')).toBe('2026-03-11T04:00:00+08:00');
    // Either side of New York's change on 8 March 2026 (02:00 EST → 03:00 EDT, at 07:00 UTC), and India's half hour.
    expect(isoInZone(new Date('2026-03-08T06:59:59Z'), TZ)).toBe('2026-03-08T01:59:59-05:00');
    expect(isoInZone(new Date('2026-03-08T07:00:00Z'), TZ)).toBe('2026-03-08T03:00:00-04:00');
    expect(isoInZone(new Date('2026-01-15T12:00:00Z'), 'Asia/Kolkata')).toBe('2026-01-15T17:30:00+05:30');
    expect(isoInZone(new Date('2026-01-15T12:00:00Z'), 'America/St_Johns')).toBe('2026-01-15T08:30:00-03:30');
  });

  describe('project manager summaries', () => {
    it('groups open projects of a vertical by manager, unassigned last', async () => {
      at(NOW);
      expect(await ok('projectStats/healthcare')).toEqual([
        { projectManager: 'Ann Manager', projectManagerId: String(ids.ann), standard: 1, rush: 1, totals: 300.5, projectCount: 2 },
        { projectManager: 'Ben Manager', projectManagerId: String(ids.ben), standard: 1, rush: 0, totals: 0, projectCount: 1 },
        { projectManager: null, projectManagerId: 'null', standard: 1, rush: 0, totals: 50, projectCount: 1 },
      ]);
      expect(await ok('projectStats/insurance')).toEqual([{ projectManager: 'Ben Manager', projectManagerId: String(ids.ben), standard: 0, rush: 1, totals: 75, projectCount: 1 }]);
      expect(await ok('projectStats/taiwan')).toEqual([]);
    });

    it('counts only turnaround projects in the TAT variant', async () => {
      expect(await ok('projectStats/healthcareTat')).toEqual([{ projectManager: 'Ann Manager', projectManagerId: String(ids.ann), standard: 0, rush: 1, totals: 200.5, projectCount: 1 }]);
    });

    it('lists past due by manager and by coordinator', async () => {
      at(NOW);
      expect(await ok('projectStats/pastDue')).toEqual([
        expect.objectContaining({ projectManager: 'Ann Manager', projectCount: 1, standard: 1 }),
        expect.objectContaining({ projectManager: 'Ben Manager', projectCount: 1, rush: 1 }),
        expect.objectContaining({ projectCoordinator: 'Cora Coordinator', projectCoordinatorId: String(ids.cora), projectCount: 1 }),
      ]);
    });

    it('moves a project from due today to past due at its deadline, and a midnight deadline into today at midnight', async () => {
      at(NOW);
      expect(await ok('projectStats/dueToday')).toEqual([expect.objectContaining({ projectManager: 'Ann Manager', projectCount: 1, rush: 1 })]);
      expect((await ok(`statsDueToday/${ids.ann}`)).map((r: { projectId: string }) => r.projectId)).toEqual(['P-2']);
      // One second before the deadline of P-2 it is still due today; at the deadline it is past due.
      at(new Date(END_OF_DAY.getTime() - 1001));
      expect((await ok(`statsDueToday/${ids.ann}`)).map((r: { projectId: string }) => r.projectId)).toEqual(['P-2']);
      at(new Date(END_OF_DAY.getTime() - 1000));
      expect((await ok(`statsPastDue/${ids.ann}`)).map((r: { projectId: string }) => r.projectId)).toEqual(['P-1']);
      expect(await ok(`statsDueToday/${ids.ann}`)).toHaveLength(1);
      at(new Date(END_OF_DAY.getTime() - 999));
      expect((await ok(`statsPastDue/${ids.ann}`)).map((r: { projectId: string }) => r.projectId)).toEqual(['P-1', 'P-2']);
      expect(await ok(`statsDueToday/${ids.ann}`)).toEqual([]);
      // P-3 is due at midnight: tomorrow until the day turns, then due today (at that very instant).
      expect(await ok(`statsDueToday/${ids.ben}`)).toEqual([]);
      at(END_OF_DAY);
      expect((await ok(`statsDueToday/${ids.ben}`)).map((r: { projectId: string }) => r.projectId)).toEqual(['P-3']);
      at(NOW);
    });

    it('reckons today in the provider zone, not UTC', async () => {
      // 23:30 in New York is already the next day in UTC; P-2 (due 23:59:59 local) is still due today.
      at(new Date('2026-03-11T03:30:00Z'));
      expect((await ok(`statsDueToday/${ids.ann}`)).map((r: { projectId: string }) => r.projectId)).toEqual(['P-2']);
      at(NOW);
    });

    it('shows a manager’s projects with the row fields of spec 1 §3', async () => {
      const rows = await ok(`projectManagerStats/${ids.ann}`);
      expect(rows).toEqual([
        {
          projectId: 'P-1',
          internalProjectId: 1,
          startDate: '2026-03-08T11:00:00-04:00',
          projectDeadline: '2026-03-10T07:59:00-04:00',
          projectName: 'Past due',
          client: 'Acme Health',
          languages: 'English > Spanish',
          totalAgreed: 100,
          rateType: 'Standard',
          projectGroupName: 'Leaflets',
          projectGroupId: 'G-1',
          pastDue: '3',
          status: 'IN_PROGRESS',
        },
        expect.objectContaining({ projectId: 'P-2', rateType: 'Rush', projectDeadline: '2026-03-10T23:59:59-04:00', pastDue: null }),
      ]);
      expect((await ok('projectManagerStats/null')).map((r: { projectId: string }) => r.projectId)).toEqual(['P-4']);
    });

    it('lists a coordinator’s past-due projects under the same id space', async () => {
      expect((await ok(`statsPastDue/${ids.cora}`)).map((r: { projectId: string }) => r.projectId)).toEqual(['P-6']);
      expect(await ok('statsPastDue/null')).toEqual([]);
    });
  });

  describe('QA', () => {
    it('counts open QA jobs per specialist, unassigned included', async () => {
      expect(await ok('qaStats')).toEqual([
        { qaSpecialist: 'Quinn Checker', contactPersonId: String(ids.quinn), assignedJobs: 1 },
        { qaSpecialist: null, contactPersonId: 'null', assignedJobs: 1 },
      ]);
    });

    it('lists a specialist’s open jobs as QA rows', async () => {
      expect(await ok(`qaSpecialistStats/${ids.quinn}`)).toEqual([
        {
          projectNumber: 'P-1',
          assignedTo: 'Quinn Checker',
          jobAssignmentId: expect.stringMatching(/^[0-9]+$/),
          projectJobId: '11',
          jobStartDate: '2026-03-10T06:00:00-04:00',
          projectManager: 'Ann Manager',
          projectDeadline: '2026-03-10T07:59:00-04:00',
          jobStatus: 'STARTED',
          qaType: 'Final QA',
          languages: 'English > Spanish',
          client: 'Acme Health',
          projectGroupName: 'Leaflets',
          projectGroupId: 'G-1',
          internalProjectId: 1,
        },
      ]);
      expect((await ok('qaSpecialistStats/null')).map((r: { projectJobId: string }) => r.projectJobId)).toEqual(['13']);
    });
  });

  describe('front of house', () => {
    it('groups current quotes of a vertical by coordinator', async () => {
      expect(await ok('quoteStats/healthcare')).toEqual([
        { projectCoordinator: 'Cora Coordinator', projectCoordinatorId: String(ids.cora), standard: 1, rush: 1, totals: 20, quotes: 2 },
        { projectCoordinator: null, projectCoordinatorId: 'null', standard: 1, rush: 0, totals: 10, quotes: 1 },
      ]);
    });

    it('summarises pending review, current and completed (last seven days) quotes', async () => {
      expect(await ok('fohPendingReviewStats')).toEqual([expect.objectContaining({ projectCoordinatorId: String(ids.cora), quotes: 1, quoteReviewStatus: 'PENDING_REVIEW' })]);
      expect((await ok('fohCurrentProjectStats')).map((r: { projectCoordinatorId: string; quotes: number }) => [r.projectCoordinatorId, r.quotes])).toEqual([
        [String(ids.cora), 3],
        ['null', 1],
      ]);
      expect(await ok('fohCompletedProjectStats')).toEqual([expect.objectContaining({ projectCoordinatorId: String(ids.cora), quotes: 1, quoteReviewStatus: 'COMPLETED' })]);
    });

    it('lists a coordinator’s current and completed quotes, and the unassigned ones', async () => {
      const current = await ok(`projectCoordinatorCurrentStats/${ids.cora}`);
      expect(current.map((r: { quoteId: string }) => r.quoteId)).toEqual(['Q-2', 'Q-1', 'Q-6']);
      expect(current[1]).toEqual({
        quoteId: 'Q-1',
        startDate: '2026-03-10T09:00:00-04:00',
        internalProjectId: 101,
        projectName: 'Current',
        projectDeadline: null,
        client: 'Acme Health',
        languages: 'English > French',
        totalAgreed: 10,
        rateType: 'Standard',
        status: 'CURRENT',
      });
      expect((await ok('projectCoordinatorCurrentUnassignedStats')).map((r: { quoteId: string }) => r.quoteId)).toEqual(['Q-3']);
      expect((await ok('projectCoordinatorCurrentStats/null')).map((r: { quoteId: string }) => r.quoteId)).toEqual(['Q-3']);
      expect((await ok(`projectCoordinatorCompletedStats/${ids.cora}`)).map((r: { quoteId: string }) => r.quoteId)).toEqual(['Q-4']);
      // Q-5 was completed more than seven days ago.
      expect(await ok('projectCoordinatorCompletedStats/null')).toEqual([]);
    });
  });

  describe('access and ids', () => {
    const urls = [
      'projectStats/healthcare',
      'quoteStats/healthcare',
      'fohPendingReviewStats',
      'fohCurrentProjectStats',
      'fohCompletedProjectStats',
      'qaStats',
      'qaSpecialistStats/1',
      'projectManagerStats/1',
      'projectCoordinatorCurrentStats/1',
      'projectCoordinatorCurrentUnassignedStats',
      'projectCoordinatorCompletedStats/1',
      'statsPastDue/1',
      'statsDueToday/1',
      'quality',
    ];

    it('serves every statistics call of the contract', () => {
      const paths = Object.values(calls).filter((c) => c.path.startsWith('/statistics/')).map((c) => c.path.replace(/\{[^}]+\}/g, 'x'));
      expect(paths.sort()).toEqual(urls.map((u) => `/statistics/${u.replace(/\/(healthcare|1)$/, '/x')}`).sort());
    });

    it('answers 401 without a session', async () => {
      for (const url of urls) expect(await get(url, null), url).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    });

    const nonStaff = ROLES.filter((r) => !(DASHBOARD_ROLES as readonly string[]).includes(r));
    it.each(nonStaff)('answers 403 to %s on every call', async (role) => {
      const account = DEMO_ACCOUNTS.find((a) => a.roles.includes(role));
      expect(account, role).toBeDefined();
      for (const url of urls) expect(await get(url, account!.username), `${role} ${url}`).toEqual({ status: 403, body: { message: 'Forbidden' } });
    });

    it.each([...DASHBOARD_ROLES])('serves %s', async (role) => {
      const account = DEMO_ACCOUNTS.find((a) => a.roles.includes(role))!;
      expect((await get('qaStats', account.username)).status).toBe(200);
    });

    it('answers 400 for a malformed id or type and 404 for an unknown person', async () => {
      expect(await get('statsPastDue/abc')).toMatchObject({ status: 400, body: { errorCode: 'INVALID_PARAMETER' } });
      expect((await get('projectStats/nowhere')).status).toBe(400);
      expect(await get('projectManagerStats/999999')).toMatchObject({ status: 404, body: { errorCode: 'PERSON_NOT_FOUND' } });
    });
  });

  describe('client work reaching the provider', () => {
    it('opens an unassigned project in the client’s vertical when a client submits a translation request', async () => {
      at(NOW);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/jobRequests',
        headers: { [TEST_USER_HEADER]: ALICE },
        payload: {
          origination: 'WEBFORM',
          name: 'Ward signage',
          requestType: 'TRANSLATION_REQUEST',
          sourceLanguage: { id: 'enu', name: 'English' },
          targetLanguages: [{ id: 'esn', name: 'Spanish' }],
          files: [],
          textInput: 'Please wash your hands.',
          customFields: [
            { fieldName: 'Cost Center', value: 'CC-1234' },
            { fieldName: 'Department', value: 'Oncology' },
            { fieldName: 'Audiences', value: 'Patients' },
            { fieldName: 'Rush', value: 'true' },
            { fieldName: 'Rush Approver', value: '{"firstName":"A","lastName":"B","email":"a@b.example"}' },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const unassigned = await ok('projectManagerStats/null');
      expect(unassigned).toContainEqual(
        expect.objectContaining({
          projectName: 'Ward signage',
          client: 'Acme Health',
          languages: 'English > Spanish',
          rateType: 'Rush',
          status: 'REQUESTED',
          startDate: '2026-03-10T11:00:00-04:00',
          projectDeadline: '2026-03-11T11:00:00-04:00',
          projectId: expect.stringMatching(/^P-2026-[0-9]+$/),
        }),
      );
      expect(await ok('projectStats/healthcare')).toContainEqual(expect.objectContaining({ projectManagerId: 'null', projectCount: 2, rush: 1 }));
    });

    it('opens an unassigned current quote when a client submits a quote request', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/jobRequests',
        headers: { [TEST_USER_HEADER]: ALICE },
        payload: {
          origination: 'WEBFORM',
          name: 'Menu cards',
          requestType: 'QUOTE_REQUEST',
          sourceLanguage: { id: 'enu', name: 'English' },
          targetLanguages: [{ id: 'fra', name: 'French' }],
          files: [],
          textInput: 'Soup of the day.',
          customFields: [
            { fieldName: 'Cost Center', value: 'CC-1234' },
            { fieldName: 'Department', value: 'Oncology' },
            { fieldName: 'Audiences', value: 'Patients' },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect((await ok('projectCoordinatorCurrentUnassignedStats')).map((r: { projectName: string }) => r.projectName)).toContain('Menu cards');
      // Staff review it by hand and send it on: the quote is completed, no longer current.
      const id = (res.json() as { id: string }).id;
      expect(await transition(t.ctx.db, clock, id, ['CREATED', 'ANALYZING'], 'READY_FOR_INTERNAL_REVIEW', { actor: 'system' })).toBe(true);
      expect(await transition(t.ctx.db, clock, id, 'READY_FOR_INTERNAL_REVIEW', 'SUBMITTED_TO_XTRF', { actor: 'system' })).toBe(true);
      expect((await ok('projectCoordinatorCurrentUnassignedStats')).map((r: { projectName: string }) => r.projectName)).not.toContain('Menu cards');
      expect((await ok('projectCoordinatorCompletedStats/null')).map((r: { projectName: string }) => r.projectName)).toContain('Menu cards');
    });

    it('closes the project when the request is completed or cancelled', async () => {
      const open = async () => ((await ok('projectManagerStats/null')) as Array<{ projectName: string }>).map((r) => r.projectName);
      const [ward] = await t.ctx.db.select({ id: jobRequests.id }).from(jobRequests).where(eq(jobRequests.name, 'Ward signage'));
      expect(await open()).toContain('Ward signage');
      expect(await transition(t.ctx.db, clock, ward!.id, ['CREATED', 'SUBMITTED_TO_XTRF'], 'COMPLETED', { actor: 'system' })).toBe(true);
      expect(await open()).not.toContain('Ward signage');
      const [project] = await t.ctx.db.select({ status: providerProjects.status }).from(providerProjects).where(eq(providerProjects.jobRequestId, ward!.id));
      expect(project!.status).toBe('COMPLETED');
    });
  });
});
