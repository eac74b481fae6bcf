// The rules of spec 2 §5 every way of making a request shares: the quote requests, the external-link projects and
// quotes, the automatic quotes and the procurement desk. A module of its own below all of them, so none imports
// another to reach a rule (quote-requests and procurement did, both ways).
export {
  assertActive,
  assertEmailAllowed,
  assertPlainText,
  assertRequestTypeAllowed,
  checkCustomFields,
  checkFileNames,
  checkFileSizes,
  checkLanguages,
  checkLinks,
  emailDomain,
  fileLimitsFor,
  loadClient,
  MSG_EMAIL_NOT_ALLOWED,
  MSG_INACTIVE_CLIENT,
  MSG_INVALID_ORIGINATION,
  MSG_UNAUTHENTICATED_DISABLED,
  type ClientRow,
  type FileLimits,
  type LinkInput,
} from './rules.ts';
