// POST /quotes/{quoteId}/actions/addFiles (spec 2 §7): attach uploaded files of one category.
import { calls, fillPath } from '@lingua/contract';
import type { AddFilesBody } from '@lingua/contract';
import { api } from '@lingua/core';

export const addQuoteFiles = (quoteId: string, body: AddFilesBody): Promise<void> =>
  api.post<void>(fillPath(calls.addQuoteFiles.path, { quoteId }), body);
