// Calls of the registry (calls.ts): Procurement platform (spec 1 §7, spec 3 §7)
import { defineCall, errors } from '../define-call.ts';
import {
  CxmlDocument,
  InitializeLogInBody,
  InitializeLogInResponse,
  PunchoutRequest,
  PunchoutResponse,
} from '../schemas/procurement.ts';

export const procurementCalls = {
  punchout: defineCall({
    operationId: 'punchout',
    method: 'POST',
    path: '/tradeCentric/punchout',
    summary: "The procurement platform's punch-out set-up call (cXML PunchOutSetupRequest)",
    description:
      'Called server to server by the procurement platform, not by the browser; authenticated by the shared secret ' +
      'of the cXML Sender credential, not a user token. Answers a cXML PunchOutSetupResponse with the StartPage URL, ' +
      'or a cXML Status with the error code and text (the HTTP status is the same code). A DOCTYPE is accepted and ' +
      'never fetched; entity declarations are refused.',
    tags: ['procurement'],
    auth: 'none',
    mediaType: 'text/xml',
    body: PunchoutRequest,
    response: { 200: PunchoutResponse, 400: CxmlDocument, 401: CxmlDocument, 403: CxmlDocument, 500: CxmlDocument },
  }),
  initializeLogIn: defineCall({
    operationId: 'initializeLogIn',
    method: 'POST',
    path: '/tradeCentric/punchout/actions/initializeLogIn',
    summary: 'Exchange a procurement request id for a username and a one-time sign-in token',
    description:
      'The token is accepted once by the embedded identity provider (authorization request parameters login_hint ' +
      'and lingua_login_token), for that user only, within 5 minutes.',
    tags: ['procurement'],
    auth: 'none',
    body: InitializeLogInBody,
    response: { 200: InitializeLogInResponse, ...errors(400, 403, 404, 429, 500) },
  }),
} as const;
