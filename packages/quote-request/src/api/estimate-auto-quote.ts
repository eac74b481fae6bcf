// POST /autoQuotes/actions/estimate: the live ballpark price of uploaded files (issue item 7, not in the spec).
import { calls } from '@lingua/contract';
import type { AutoQuoteEstimate, EstimateAutoQuoteBody } from '@lingua/contract';
import { api } from '@lingua/core';

export const estimateAutoQuote = (body: EstimateAutoQuoteBody): Promise<AutoQuoteEstimate> =>
  api.post<AutoQuoteEstimate>(calls.estimateAutoQuote.path, body);
