// GET /projectStats/{projectType} (spec 1 §7): open and turnaround projects per manager of each vertical, and the
// past-due and due-today lists.
import { calls, type DashboardSummaryRow } from '@lingua/contract';
import { callApi } from '@lingua/core';
import useSWR from 'swr';
import { live, perVertical } from './live.ts';

/** Open projects per manager of each vertical (projectStats/{vertical}). */
export function useStarts() {
  return useSWR(['dashboards', 'starts'], () => perVertical((v) => callApi(calls.getProjectStats, { params: { projectType: v } })), live);
}

/** Turnaround projects per manager of each vertical (projectStats/{vertical}Tat). */
export function useTurnaround() {
  return useSWR(['dashboards', 'turnaround'], () => perVertical((v) => callApi(calls.getProjectStats, { params: { projectType: `${v}Tat` } })), live);
}

/** A due list as the overview shows it: the project managers' rows and the front-of-house coordinators' rows. */
export interface DueRows {
  managers: DashboardSummaryRow[];
  coordinators: DashboardSummaryRow[];
}

/**
 * The spec's call answers one list: the managers' rows, then a row per coordinator (decision 035). It is split
 * here, once, where it is fetched, so the overview's tables and key figures each read the part they show.
 */
export function splitDueRows(rows: readonly DashboardSummaryRow[]): DueRows {
  return {
    managers: rows.filter((r) => r.projectManagerId != null),
    coordinators: rows.filter((r) => r.projectCoordinatorId != null),
  };
}

function useDue(projectType: 'pastDue' | 'dueToday') {
  return useSWR(['dashboards', projectType], () => callApi(calls.getProjectStats, { params: { projectType } }).then(splitDueRows), live);
}

/** Open projects past their deadline, per manager and per coordinator (projectStats/pastDue). */
export const usePastDue = () => useDue('pastDue');
/** Open projects due by the end of today, per manager and per coordinator (projectStats/dueToday). */
export const useDueToday = () => useDue('dueToday');
