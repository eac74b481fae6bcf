// POST /quotes (spec 2 §7): a quote (estimate) from the external link; answers with an upload permission.
import { calls } from '@lingua/contract';
import type { CreatedQuote, CreateProjectBody } from '@lingua/contract';
import { api } from '@lingua/core';

export const createQuote = (body: CreateProjectBody): Promise<CreatedQuote> =>
  api.post<CreatedQuote>(calls.createQuote.path, body);
