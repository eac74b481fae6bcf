// GET the front of house's completed projects (spec 1 §7).
import { calls } from '@lingua/contract';
import { useCall } from '@lingua/core';
import { live } from './live.ts';

export const useFohCompleted = () => useCall(calls.getFohCompletedProjectStats, {}, live);
