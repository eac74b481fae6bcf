// GET /projectStats/{projectType} (spec 1 §7): open and turnaround projects per manager of each vertical, and the
// past-due and due-today lists.
import { calls } from '@lingua/contract';
import { callApi, useCall } from '@lingua/core';
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

export const usePastDue = () => useCall(calls.getProjectStats, { params: { projectType: 'pastDue' } }, live);
export const useDueToday = () => useCall(calls.getProjectStats, { params: { projectType: 'dueToday' } }, live);
