// One e-mail rule (spec 1 §5 "E-mail format uses a standard pattern"): the pattern the API itself applies to
// every `format: 'email'` field (the full format of ajv-formats, which the server's validator and the contract
// tests load), so an address inside a value — a PERSON_INFO person — is accepted exactly when the same address
// would be accepted as a requestor's or a contact's e-mail.
export const EMAIL_ADDRESS_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS_PATTERN.test(value);
}

/** The domain of an e-mail address, lower-cased (what allowedEmailDomains lists). */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase();
}
