// Per-role key figures at the top of the overview: each dashboard role sees the figures of its own work
// first; a role without an entry (or no session, e.g. in Storybook) sees all five.
export const KPIS = ['onTimeRate', 'dueToday', 'pastDue', 'quotesWaiting', 'qaJobsOpen'] as const;
export type Kpi = (typeof KPIS)[number];

const BY_ROLE: Record<string, readonly Kpi[]> = {
  ADMIN: KPIS,
  POWER_USER: KPIS,
  CLIENT_MANAGER: KPIS,
  PROJECT_COORDINATOR: ['quotesWaiting', 'dueToday', 'pastDue'],
  QUOTER: ['quotesWaiting', 'onTimeRate'],
  QA: ['qaJobsOpen', 'dueToday', 'pastDue'],
  DESKTOP_PUBLISHER: ['dueToday', 'pastDue', 'onTimeRate'],
  ENGINEER: ['dueToday', 'pastDue', 'onTimeRate'],
};

/** The figures for these roles, in the spec's order, without repeats. */
export function kpisForRoles(roles: readonly string[] | undefined): Kpi[] {
  const wanted = new Set((roles ?? []).flatMap((r) => BY_ROLE[r] ?? []));
  return wanted.size === 0 ? [...KPIS] : KPIS.filter((k) => wanted.has(k));
}

/** Share of open projects not past due, in whole percent; null without open projects. */
export function onTimeRate(openProjects: number, pastDue: number): number | null {
  return openProjects > 0 ? Math.round((100 * (openProjects - pastDue)) / openProjects) : null;
}
