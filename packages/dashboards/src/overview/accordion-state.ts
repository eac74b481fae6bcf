// Spec 1 §2: the dashboard's accordion expansion state is kept for the browser session — sessionStorage,
// so it survives a reload or a visit elsewhere in the tab, and a new browser session starts fresh.
import { useCallback, useState } from 'react';

export const ACCORDION_STORAGE_KEY = 'lingua.dashboards.expanded';
export const DASHBOARD_GROUPS = ['starts', 'managers', 'qa', 'frontOfHouse', 'coordinators'] as const;
export type DashboardGroup = (typeof DASHBOARD_GROUPS)[number];
/** A first visit opens the first group, so the page never starts as a column of closed headings. */
export const DEFAULT_EXPANDED: readonly DashboardGroup[] = ['starts'];

export function readExpanded(storage: Storage | undefined = globalThis.sessionStorage): DashboardGroup[] {
  try {
    const raw = storage?.getItem(ACCORDION_STORAGE_KEY);
    if (raw === null || raw === undefined) return [...DEFAULT_EXPANDED];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((g): g is DashboardGroup => (DASHBOARD_GROUPS as readonly unknown[]).includes(g)) : [...DEFAULT_EXPANDED];
  } catch {
    return [...DEFAULT_EXPANDED];
  }
}

function writeExpanded(groups: readonly DashboardGroup[]): void {
  try {
    globalThis.sessionStorage?.setItem(ACCORDION_STORAGE_KEY, JSON.stringify(groups));
  } catch {
    // Storage full or disabled: the state then lasts for this page only.
  }
}

/** The expanded groups, a setter for the accordion and collapse-all; every change is stored at once. */
export function useAccordionState() {
  const [expanded, setState] = useState<DashboardGroup[]>(() => readExpanded());
  const setExpanded = useCallback((groups: string[]) => {
    const valid = groups.filter((g): g is DashboardGroup => (DASHBOARD_GROUPS as readonly string[]).includes(g));
    writeExpanded(valid);
    setState(valid);
  }, []);
  const collapseAll = useCallback(() => setExpanded([]), [setExpanded]);
  return { expanded, setExpanded, collapseAll };
}
