// Calls of the registry (calls.ts): UI logs (spec 1 §7)
import { defineCall, errors } from '../define-call.ts';
import { NoContent } from '../schemas/common.ts';
import { UiLogBody } from '../schemas/ui-logs.ts';

export const uiLogsCalls = {
  createUiLog: defineCall({
    operationId: 'createUiLog',
    method: 'POST',
    path: '/uiLogs',
    summary: 'Report a browser error or log line',
    tags: ['uiLogs'],
    auth: 'optional',
    body: UiLogBody,
    response: { 204: NoContent, ...errors(400, 429, 500) },
  }),
} as const;
