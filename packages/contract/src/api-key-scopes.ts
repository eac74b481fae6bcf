// Which calls an API key may make (decision 133): each call a key may use names the scope it needs; every call
// not named here (account settings, organisation users, API keys themselves, staff calls) refuses a key with 403.
// The server checks it before the handler runs; the OpenAPI document states it per call.
import type { ApiKeyScope } from './schemas/api-keys.ts';

/** Calls any key may make, whatever its scopes: the reference data a request names. */
export const ANY_API_KEY_SCOPE = 'any' as const;

export const API_KEY_CALL_SCOPES: Readonly<Record<string, ApiKeyScope | typeof ANY_API_KEY_SCOPE>> = {
  getLanguages: ANY_API_KEY_SCOPE,
  getLltsLanguages: ANY_API_KEY_SCOPE,
  getCountries: ANY_API_KEY_SCOPE,
  getProvinces: ANY_API_KEY_SCOPE,
  getClientConfig: ANY_API_KEY_SCOPE,
  getCustomFieldDefinitions: ANY_API_KEY_SCOPE,
  getAvailableLanguages: ANY_API_KEY_SCOPE,
  listJobRequests: 'requests:read',
  getJobRequest: 'requests:read',
  getFileDownloadUrl: 'requests:read',
  zipTranslatedFiles: 'requests:read',
  getZipTranslatedFilesStatus: 'requests:read',
  createPresignedPost: 'requests:write',
  createJobRequest: 'requests:write',
  renameJobRequest: 'requests:write',
  archiveJobRequest: 'requests:write',
  acceptQuote: 'requests:write',
  rejectQuote: 'requests:write',
  getMachineTranslationSettings: 'machine-translation',
  translateText: 'machine-translation',
  translateFiles: 'machine-translation',
  translateMediaFiles: 'machine-translation',
  getFileTranslationLanguageCombinations: 'machine-translation',
  getDubbingVoices: 'machine-translation',
  listReports: 'reports',
  getReport: 'reports',
  getReportRows: 'reports',
  getReportChart: 'reports',
};

/** True when a key with `scopes` may make the call `operationId`. */
export function apiKeyMayCall(operationId: string | undefined, scopes: readonly ApiKeyScope[]): boolean {
  const needed = operationId === undefined ? undefined : API_KEY_CALL_SCOPES[operationId];
  if (needed === undefined) return false;
  return needed === ANY_API_KEY_SCOPE || scopes.includes(needed);
}
