// GET /statistics/quality (decision 187): the quality view's figures over the chosen number of months.
import { calls } from '@lingua/contract';
import { useCall } from '@lingua/core';
import { live } from './live.ts';

export const useQualityStats = (months: number) => useCall(calls.getQualityStats, { query: { months } }, live);
