import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_VERTICALS, REPORT_TYPES, ROLES } from '@lingua/contract';
import { verifyPassword } from '../identity/passwords.ts';
import { ManualClock } from '../lib/clock.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { clientConfigs, countries, jobRequests, providerJobs, providerProjects, providerQuotes, reports, userAccounts } from '../db/schema/index.ts';
import { REPORT_DEFINITIONS } from '../modules/reports/definitions.ts';
import { DEMO_ACCOUNTS, DEMO_LINK_TOKENS, demoLinks, seed } from './index.ts';

describe('seed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ clock: new ManualClock(new Date('2026-03-02T12:00:00Z')) });
  });
  afterAll(() => ctx.close());

  it('has a demo account for every role, with the published password', async () => {
    const roles = new Set(DEMO_ACCOUNTS.flatMap((a) => a.roles));
    for (const role of ROLES) expect(roles.has(role), role).toBe(true);
    const [admin] = await ctx.db.select().from(userAccounts).where(sql`${userAccounts.username} = 'admin@lingua.example'`);
    expect(await verifyPassword(DEMO_ACCOUNTS[0]!.password, admin!.passwordHash!)).toBe(true);
  });

  it('publishes Acme Health\'s external and sign-up links and offers no company media translation', async () => {
    const links = await demoLinks(ctx.db, 'https://localhost:8543/');
    const [acme] = await ctx.db.select().from(clientConfigs).where(sql`${clientConfigs.companyName} = 'Acme Health'`);
    // The client id travels base64 and URL-encoded (spec 2 §2): "1000" → "MTAwMA%3D%3D".
    const encoded = encodeURIComponent(btoa(String(acme!.id)));
    expect(links).toEqual({
      createProject: `https://localhost:8543/createProject/${encoded}/${DEMO_LINK_TOKENS.createProject}`,
      signUp: `https://localhost:8543/signUp/${encoded}/${DEMO_LINK_TOKENS.signUp}`,
    });
    expect(links!.signUp).not.toContain(`/${acme!.id}/`);
    const companies = await ctx.db.select().from(clientConfigs);
    // Spec 3 §2.2: media translation is offered only where explicitly enabled — Acme Health does, Globex not.
    const media = Object.fromEntries(companies.map((c) => [c.companyName, c.machineTranslationSettings?.disableMediaTranslation]));
    expect(media['Acme Health']).toBe(false);
    expect(media['Globex Insurance']).toBe(true);
  });

  it('runs once: a second seed changes nothing', async () => {
    const count = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(clientConfigs))[0]!.n;
    const before = await count();
    expect(await seed(ctx.db, { clock: ctx.clock, demo: true })).toEqual({ demoSeeded: false });
    expect(await count()).toBe(before);
  });

  it('stores the report definitions on every deployment, once, and adds one a release brings', async () => {
    const bare = await createTestContext({ seed: 'reference' });
    try {
      const names = async () => (await bare.db.select({ name: reports.name }).from(reports)).map((r) => r.name).sort();
      const all = REPORT_DEFINITIONS.map((d) => d.name).sort();
      expect(await names()).toEqual(all);
      await seed(bare.db, { clock: bare.clock, demo: false });
      expect(await names(), 'a second start adds no copy').toEqual(all);
      await bare.db.delete(reports).where(sql`${reports.source} = 'quality'`);
      await seed(bare.db, { clock: bare.clock, demo: false });
      expect(await names(), 'a definition missing at start (a release adds one) is stored').toEqual(all);
    } finally {
      await bare.close();
    }
  });

  it('covers the branches of the spec', async () => {
    const clients = await ctx.db.select().from(clientConfigs);
    expect(clients.some((c) => c.isOrgManagementEnabled)).toBe(true);
    expect(clients.some((c) => c.createProjectSettings.disableUnauthenticatedSubmissions)).toBe(true);
    expect(clients.some((c) => c.status === 'INACTIVE')).toBe(true);
    const owners = clients.flatMap((c) => c.allowedEmailDomains).filter((d, i, all) => all.indexOf(d) !== i);
    expect(owners.length).toBeGreaterThan(0);
    expect(await ctx.db.select().from(countries).where(sql`${countries.id} = 227`)).toEqual([expect.objectContaining({ name: 'United States' })]);
  });

  it('has open projects, QA jobs and quotes for every vertical, a report definition of every type and months of requests', async () => {
    const projects = await ctx.db.select({ vertical: providerProjects.vertical, status: providerProjects.status, id: providerProjects.id }).from(providerProjects);
    const quotes = await ctx.db.select({ vertical: providerQuotes.vertical, status: providerQuotes.status }).from(providerQuotes);
    const qaJobs = await ctx.db.select({ projectId: providerJobs.projectId }).from(providerJobs).where(sql`${providerJobs.kind} = 'QA'`);
    for (const vertical of DASHBOARD_VERTICALS) {
      const open = projects.filter((p) => p.vertical === vertical && p.status !== 'COMPLETED');
      expect(open.length, `open projects ${vertical}`).toBeGreaterThan(0);
      for (const status of ['CURRENT', 'PENDING_REVIEW', 'COMPLETED'])
        expect(quotes.some((q) => q.vertical === vertical && q.status === status), `${status} quotes ${vertical}`).toBe(true);
    }
    expect(qaJobs.length).toBeGreaterThan(0);
    const types = await ctx.db.selectDistinct({ type: reports.type }).from(reports);
    expect(types.map((r) => r.type).sort()).toEqual([...REPORT_TYPES].sort());
    // The reports compute their rows from the requests: the history spans several months of every company that has reports.
    const months = await ctx.db
      .select({ clientId: jobRequests.clientId, months: sql<number>`count(DISTINCT date_trunc('month', ${jobRequests.createTime}))::int` })
      .from(jobRequests)
      .groupBy(jobRequests.clientId);
    expect(months.filter((m) => m.months >= 5)).toHaveLength(2);
  });
});
