// The procurement-platform (TradeCentric / Coupa) area (spec 1 §7, spec 3 §2.6, §4.8 and §7).
import Type, { type Static } from 'typebox';

// Spec 3 §7: POST /tradeCentric/punchout/actions/initializeLogIn body {requestId} → username, token.
export const InitializeLogInBody = Type.Object({ requestId: Type.String({ minLength: 1 }) });
export type InitializeLogInBody = Static<typeof InitializeLogInBody>;
export const InitializeLogInResponse = Type.Object({ username: Type.String(), token: Type.String() });
export type InitializeLogInResponse = Static<typeof InitializeLogInResponse>;

// Spec 1 §7: POST /tradeCentric/punchout. The spec shows neither body nor response: it is the procurement
// platform's punch-out set-up message, so both are open objects here.
export const PunchoutRequest = Type.Object(
  {},
  { additionalProperties: true, description: 'Punch-out set-up message of the procurement platform' },
);
export type PunchoutRequest = Static<typeof PunchoutRequest>;
export const PunchoutResponse = Type.Object(
  {},
  { additionalProperties: true, description: 'Punch-out set-up answer' },
);
export type PunchoutResponse = Static<typeof PunchoutResponse>;
