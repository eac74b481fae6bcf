// GET the front of house's current projects (spec 1 §7).
import { calls } from '@lingua/contract';
import { useCall } from '@lingua/core';
import { live } from './live.ts';

export const useFohCurrent = () => useCall(calls.getFohCurrentProjectStats, {}, live);
