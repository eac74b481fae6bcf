// GET /quoteStats/{quoteType} (spec 1 §7): current quotes per coordinator of each vertical.
import { calls } from '@lingua/contract';
import { callApi } from '@lingua/core';
import useSWR from 'swr';
import { live, perVertical } from './live.ts';

export function useQuotesByVertical() {
  return useSWR(['dashboards', 'quotes'], () => perVertical((v) => callApi(calls.getQuoteStats, { params: { quoteType: v } })), live);
}
