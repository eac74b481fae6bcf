// POST /tradeCentric/punchout/actions/initializeLogIn (spec 3 §4.8): a procurement request id → the buyer's username
// and a one-time sign-in token.
import { calls } from '@lingua/contract';
import type { InitializeLogInResponse } from '@lingua/contract';
import { callApi } from '@lingua/core';

export function initializeLogIn(requestId: string): Promise<InitializeLogInResponse> {
  return callApi(calls.initializeLogIn, { body: { requestId } });
}
