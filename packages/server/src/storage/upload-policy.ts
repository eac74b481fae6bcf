// The local store's presigned POST, modelled on S3's: a base64 JSON policy (expiration plus conditions on the key
// prefix, the size range and optionally the content type) and an HMAC over it. The browser posts the fields
// unchanged plus the file; the server accepts the upload only if the signature, the expiry and every condition
// hold. Errors carry S3's error codes so a client handles both stores alike.
import { HttpError } from '../lib/errors.ts';
import { asDirectoryPrefix, keyProblem } from './keys.ts';
import { sign, signatureMatches } from './signing.ts';

export const FILENAME_PLACEHOLDER = '${filename}';
const PURPOSE = 'lingua-upload-policy';

type Condition =
  | ['starts-with', '$key', string]
  | ['content-length-range', number, number]
  | ['in', '$content-type', string[]];

export interface UploadPolicy {
  expiration: string;
  conditions: Condition[];
}

export interface PolicyInput {
  keyPrefix: string;
  minBytes: number;
  maxBytes: number;
  expiresAt: Date;
  contentTypes?: string[] | undefined;
}

/** The form fields for a policy: key template, policy and signature. */
export function signUploadPolicy(secret: string, input: PolicyInput): { key: string; policy: string; signature: string } {
  const prefix = asDirectoryPrefix(input.keyPrefix);
  const conditions: Condition[] = [
    ['starts-with', '$key', prefix],
    ['content-length-range', input.minBytes, input.maxBytes],
  ];
  if (input.contentTypes?.length) conditions.push(['in', '$content-type', input.contentTypes]);
  const policy = Buffer.from(JSON.stringify({ expiration: input.expiresAt.toISOString(), conditions } satisfies UploadPolicy)).toString('base64');
  return { key: `${prefix}${FILENAME_PLACEHOLDER}`, policy, signature: sign(secret, PURPOSE, policy) };
}

export interface AcceptedUpload {
  key: string;
  minBytes: number;
  maxBytes: number;
  contentType: string | undefined;
}

const denied = (why: string) => new HttpError(403, `Invalid according to Policy: ${why}`, 'AccessDenied');
const invalid = (message: string, code = 'InvalidArgument') => new HttpError(400, message, code);

/**
 * Checks the form fields that preceded the file. `fields` has lower-cased names (S3 treats them so, except
 * the key's value). Returns the final key with the file name substituted. Throws an HttpError otherwise.
 */
export function verifyUploadForm(secret: string, fields: ReadonlyMap<string, string>, fileName: string | undefined, now: Date): AcceptedUpload {
  const policyB64 = fields.get('policy');
  if (!policyB64) throw invalid("Bucket POST must contain a field named 'policy'");
  const keyTemplate = fields.get('key');
  if (!keyTemplate) throw invalid("Bucket POST must contain a field named 'key'");
  if (!signatureMatches(sign(secret, PURPOSE, policyB64), fields.get('signature'))) {
    throw new HttpError(403, 'The request signature does not match', 'SignatureDoesNotMatch');
  }
  let policy: UploadPolicy;
  try {
    policy = JSON.parse(Buffer.from(policyB64, 'base64').toString('utf8')) as UploadPolicy;
  } catch {
    throw invalid('Invalid Policy: Invalid JSON', 'InvalidPolicyDocument');
  }
  const expires = Date.parse(policy.expiration);
  if (!Number.isFinite(expires) || expires <= now.getTime()) throw denied('Policy expired');

  // S3 fills the placeholder with the name the browser gave the file part.
  let key = keyTemplate;
  if (key.includes(FILENAME_PLACEHOLDER)) {
    if (!fileName) throw invalid('The file has no name to put in the key');
    key = key.replaceAll(FILENAME_PLACEHOLDER, fileName);
  }
  const problem = keyProblem(key);
  if (problem) throw invalid(problem, 'InvalidKey');

  const accepted: AcceptedUpload = { key, minBytes: 0, maxBytes: Number.MAX_SAFE_INTEGER, contentType: fields.get('content-type') };
  const covered = new Set(['policy', 'signature', 'key', 'file']);
  let keyChecked = false;
  for (const c of policy.conditions ?? []) {
    if (c[0] === 'starts-with' && c[1] === '$key') {
      if (!key.startsWith(c[2])) throw denied('Policy Condition failed: ["starts-with", "$key", ' + JSON.stringify(c[2]) + ']');
      keyChecked = true;
    } else if (c[0] === 'content-length-range') {
      accepted.minBytes = c[1];
      accepted.maxBytes = c[2];
    } else if (c[0] === 'in' && c[1] === '$content-type') {
      if (!accepted.contentType || !c[2].includes(accepted.contentType)) throw denied('Policy Condition failed: Content-Type');
      covered.add('content-type');
    } else {
      throw invalid('Invalid Policy: unknown condition', 'InvalidPolicyDocument');
    }
  }
  // A policy that does not pin the key would let the form write anywhere: never sign or accept one.
  if (!keyChecked) throw invalid('Invalid Policy: no key condition', 'InvalidPolicyDocument');
  // As on S3, every field must be covered by the policy (x-ignore-* excepted), so nothing unsigned slips in.
  const extra = [...fields.keys()].filter((f) => !covered.has(f) && !f.startsWith('x-ignore-'));
  if (extra.length) throw denied(`Extra input fields: ${extra.join(', ')}`);
  return accepted;
}
