// GET the project coordinator's current unassigned quotes (spec 1 §7).
import { calls } from '@lingua/contract';
import { useCall } from '@lingua/core';
import { live } from './live.ts';

export const useUnassignedQuotes = () => useCall(calls.getProjectCoordinatorCurrentUnassignedStats, {}, live);
