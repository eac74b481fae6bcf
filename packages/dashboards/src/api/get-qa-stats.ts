// GET /qaStats (spec 1 §7): the QA group's figures.
import { calls } from '@lingua/contract';
import { useCall } from '@lingua/core';
import { live } from './live.ts';

export const useQa = () => useCall(calls.getQaStats, {}, live);
