// Who may use machine translation and with which settings (spec 3 §6, §9): CLIENT and CLIENT_EMPLOYEE users with
// the machineTranslation application; the client's settings decide which tabs work and the limits. Also how an
// engine's failure reaches the caller.
import { eq } from 'drizzle-orm';
import { type CallResponse, type calls } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { clientConfigs, languages, type MachineTranslationSettings } from '../../db/schema/index.ts';
import { MtError } from '../../engines/mt/index.ts';
import type { MachineTranslation } from '../../engines/mt/plugin.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, forbidden, HttpError } from '../../lib/errors.ts';
import type { Jobs } from '../../jobs/index.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { UploadScanner } from '../../engines/scanner/upload-scanner.ts';


/** Settings of a client that has none stored: the demo defaults (seed/demo-data.ts). */
export const DEFAULT_MT_SETTINGS: MachineTranslationSettings = {
  maxCharactersPerRequest: 5000,
  maxFilesPerRequest: 10,
  maxFileSizeMB: 50,
  maxAudioFileSizeMB: 100,
  maxVideoFileSizeMB: 200,
  supportedLltsLanguages: [],
  disableTextTranslation: false,
  disableFileTranslation: false,
  disableMediaTranslation: false,
  disableHumanEscalation: false,
};

export interface MtContext {
  db: Db;
  clock: Clock;
  objectStore: ObjectStore;
  /** Every upload is scanned before it is taken (decision 175). */
  uploadScanner: UploadScanner;
  jobs: Jobs;
  mt: MachineTranslation;
}

export interface MtCaller {
  principal: Principal;
  clientId: number;
  settings: MachineTranslationSettings;
}

/** Spec 3 §6: roles client and client employee with the machineTranslation application. */
export async function requireMtCaller(db: Db, principal: Principal): Promise<MtCaller> {
  if (!principal.roles.some((r) => r === 'CLIENT' || r === 'CLIENT_EMPLOYEE'))
    throw forbidden(undefined, 'accessRestricted');
  if (!principal.applications.includes('machineTranslation'))
    throw forbidden('Machine translation is not enabled for you', 'applicationAccessDisabled');
  if (principal.clientId === null) throw forbidden('You are not assigned to a client', 'accessRestricted');
  const [client] = await db
    .select({ mt: clientConfigs.machineTranslationSettings })
    .from(clientConfigs)
    .where(eq(clientConfigs.id, principal.clientId))
    .limit(1);
  return { principal, clientId: principal.clientId, settings: { ...DEFAULT_MT_SETTINGS, ...client?.mt } };
}

export function settingsView(caller: MtCaller): CallResponse<typeof calls.getMachineTranslationSettings> {
  return caller.settings;
}

export async function enabledLanguageIds(db: Db): Promise<Set<string>> {
  const rows = await db.select({ id: languages.id }).from(languages).where(eq(languages.isDisabled, false));
  return new Set(rows.map((r) => r.id));
}

/** Engine failures → the error catalogue: the caller's problem is 400, the engine's 502, a busy engine 503. */
export function engineError(err: unknown): never {
  if (err instanceof MtError) {
    switch (err.code) {
      case 'UNSUPPORTED_LANGUAGE':
      case 'UNSUPPORTED_LANGUAGE_PAIR':
      case 'LANGUAGE_NOT_DETECTED':
      case 'UNSUPPORTED_FORMAT':
      case 'INVALID_DOCUMENT':
        throw badRequest(err.message, err.code);
      case 'ENGINE_TIMEOUT':
        throw new HttpError(503, 'The translation engine is busy; please try again', err.code);
      // The service's own state (decision 131): the message is the catalogue's, saying who can fix it.
      case 'ENGINE_QUOTA_EXCEEDED':
      case 'ENGINE_UNAUTHORIZED':
        throw new HttpError(503, err.message, err.code);
      default:
        throw new HttpError(502, 'The translation engine failed; please try again', err.code);
    }
  }
  throw err;
}
