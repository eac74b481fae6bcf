// GET the front of house's projects pending review (spec 1 §7).
import { calls } from '@lingua/contract';
import { useCall } from '@lingua/core';
import { live } from './live.ts';

export const useFohPending = () => useCall(calls.getFohPendingReviewStats, {}, live);
