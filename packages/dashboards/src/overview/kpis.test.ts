import { describe, expect, it } from 'vitest';
import { KPIS, kpisForRoles, onTimeRate } from './kpis.ts';

describe('per-role key figures', () => {
  it('shows each role its own figures, in one order, and everything without a role', () => {
    expect(kpisForRoles(['QA'])).toEqual(['dueToday', 'pastDue', 'qaJobsOpen']);
    expect(kpisForRoles(['QUOTER'])).toEqual(['onTimeRate', 'quotesWaiting']);
    expect(kpisForRoles(['QA', 'QUOTER'])).toEqual(['onTimeRate', 'dueToday', 'pastDue', 'quotesWaiting', 'qaJobsOpen']);
    expect(kpisForRoles(['ADMIN'])).toEqual([...KPIS]);
    expect(kpisForRoles(undefined)).toEqual([...KPIS]);
  });

  it('computes the on-time rate of open projects', () => {
    expect(onTimeRate(8, 2)).toBe(75);
    expect(onTimeRate(3, 0)).toBe(100);
    expect(onTimeRate(0, 0)).toBeNull();
  });
});
