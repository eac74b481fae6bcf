// The procurement-platform (TradeCentric / Coupa) area (spec 1 §7, spec 3 §2.6, §4.8 and §7), and the provider
// desk through which staff answer the requests of that area (contract extension, not in the spec tables).
import Type, { type Static } from 'typebox';
import { JobRequestList, JobRequestListQuery } from './job-requests.ts';

// Spec 3 §7: POST /tradeCentric/punchout/actions/initializeLogIn body {requestId} → username, token.
export const InitializeLogInBody = Type.Object({ requestId: Type.String({ minLength: 1, maxLength: 200 }) });
export type InitializeLogInBody = Static<typeof InitializeLogInBody>;
export const InitializeLogInResponse = Type.Object({ username: Type.String(), token: Type.String() });
export type InitializeLogInResponse = Static<typeof InitializeLogInResponse>;

// Spec 1 §7: POST /tradeCentric/punchout. The procurement platform posts a cXML PunchOutSetupRequest and reads a
// cXML PunchOutSetupResponse (or a cXML Status error) back: both are XML documents, not JSON.
export const CxmlDocument = Type.String({
  description: 'A cXML document (cXML 1.2): PunchOutSetupRequest in, PunchOutSetupResponse or a Status out',
  maxLength: 262_144,
});
export type CxmlDocument = Static<typeof CxmlDocument>;
export const PunchoutRequest = CxmlDocument;
export type PunchoutRequest = Static<typeof PunchoutRequest>;
export const PunchoutResponse = CxmlDocument;
export type PunchoutResponse = Static<typeof PunchoutResponse>;

// ---- Provider desk (staff: ADMIN, PROJECT_COORDINATOR) ----

/** The staff list: every organisation's requests, filtered like the client list. */
export const DeskJobRequestListQuery = JobRequestListQuery;
export type DeskJobRequestListQuery = Static<typeof DeskJobRequestListQuery>;
export const DeskJobRequestList = JobRequestList;
export type DeskJobRequestList = Static<typeof DeskJobRequestList>;

const DeskUploadedFile = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 255 }),
  /** Key of a file the staff member uploaded through createPresignedPost. */
  fileKey: Type.String({ minLength: 1, maxLength: 1024 }),
});

/** Replaces the quote confirmation document; the total (USD) is what the order message returns to the buyer. */
export const ReplaceQuoteDocumentBody = Type.Object({
  file: DeskUploadedFile,
  totalPrice: Type.Number({ exclusiveMinimum: 0, maximum: 100_000_000, description: 'Quote total in USD' }),
});
export type ReplaceQuoteDocumentBody = Static<typeof ReplaceQuoteDocumentBody>;

/** Deliverables of one target language. */
export const AddDeliverablesBody = Type.Object({
  languageId: Type.String({ minLength: 1, maxLength: 16 }),
  files: Type.Array(DeskUploadedFile, { minItems: 1, maxItems: 50 }),
});
export type AddDeliverablesBody = Static<typeof AddDeliverablesBody>;
