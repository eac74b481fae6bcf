// The error catalogue of spec 1 §8: the message for each status when the body brings none of its own.
export const ERROR_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

// Spec 1 §8: "any other" status.
export const GENERIC_ERROR_MESSAGE = 'Generic Error';

// Spec 1 §8 and spec 2 §8: the per-call override for 409 on quote accept and reject.
export const CONFLICT_ERROR_MESSAGE = 'Conflict error';

export function errorStatusMessage(status: number): string {
  if (status === 409) return CONFLICT_ERROR_MESSAGE;
  return ERROR_STATUS_MESSAGES[status] ?? GENERIC_ERROR_MESSAGE;
}

// Spec 1 §8 display rule: the body message plus [Error code: X] when a code exists.
export function formatErrorBody(body: { message: string; errorCode?: string | undefined }): string {
  return body.errorCode ? `${body.message} [Error code: ${body.errorCode}]` : body.message;
}

// Decision 131: what a user reads when the machine-translation service itself stops serving the portal (DeepL's
// 456 and 403, an OpenAI-compatible server's 401, LibreTranslate's 403, Azure Translator's 401 and 403). Neither a retry nor another file helps;
// the provider who runs the portal can, so the words send the user there. The text box shows the message in its
// error alert and a file request keeps it as its failure reason.
export const MT_ENGINE_ERROR_MESSAGES = {
  ENGINE_QUOTA_EXCEEDED:
    'The machine translation service has used up the characters its plan allows for now. Please tell your translation provider, or request a human translation instead.',
  ENGINE_UNAUTHORIZED:
    "The machine translation service did not accept the portal's access key. Please tell your translation provider so they can renew it.",
} as const;

/** The limit of the malware scanner a file went beyond, as ClamAV names it (Heuristics.Limits.Exceeded.<name>). */
const SCAN_LIMITS: Readonly<Record<string, string>> = {
  MaxFileSize: 'a file in it is larger than the scanner checks',
  MaxScanSize: 'it unpacks to more than the scanner checks',
  MaxRecursion: 'its archives are nested too deeply',
  MaxFiles: 'it holds too many files',
  StreamMaxLength: 'it is larger than the scanner checks',
};

// Decision 175: what the uploader reads when the malware scan refuses or holds a file. Each names the file, so
// one refused file of many is found; the signature is for the provider's staff, who are told separately.
export const UPLOAD_SCAN_MESSAGES = {
  FILE_INFECTED: (fileName: string) =>
    `The file "${fileName}" was refused: the malware scanner found a threat in it, and it has been deleted. Please check your copy of the file before sending it again.`,
  FILE_NOT_SCANNABLE: (fileName: string, limit: string) =>
    `The file "${fileName}" was refused: ${SCAN_LIMITS[limit] ?? 'it goes beyond what the scanner checks'}, so the malware scanner could not check all of it. Please send its contents unpacked or in smaller archives.`,
  FILE_SCAN_PENDING: (fileName: string) =>
    `The file "${fileName}" is waiting for its malware scan: the scanner is not available right now. Please try again in a few minutes.`,
} as const;

// A webhook URL the server will not deliver to, in plain words: what is allowed, why this one is not, and what the
// provider can change (decision 136: receivers inside private networks only where the operator allows them).
const PUBLIC_HTTPS = 'Webhooks must go to a public HTTPS address';
const PRIVATE_CLASSES = /^(loopback|private|link-local|shared|unspecified)/;
export const WEBHOOK_URL_MESSAGES = {
  invalid: 'The URL is not valid',
  credentials: 'The URL must not hold a user name or password',
  scheme: (protocol: string) => `${PUBLIC_HTTPS}; this one starts with "${protocol}".`,
  unresolved: (host: string) => `${PUBLIC_HTTPS}; "${host}" was not found. Please check the address for typing mistakes.`,
  address: (address: string, addressClass: string) =>
    PRIVATE_CLASSES.test(addressClass)
      ? `${PUBLIC_HTTPS}; this one is on a private network (${address}). Your provider can allow private networks.`
      : `${PUBLIC_HTTPS}; this one is not a public address (${address}).`,
  plainHttp: `${PUBLIC_HTTPS}; this one uses plain HTTP. Your provider can allow plain HTTP inside its private networks.`,
} as const;
