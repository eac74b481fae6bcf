// Client-side error reporting (spec 1 §7): every uncaught error and unhandled rejection goes to POST /uiLogs.
// Deduplicated and rate limited so a render loop or a failing poll cannot flood the log endpoint.
import { calls } from '@lingua/contract';
import type { UiLogBody as ContractUiLogBody } from '@lingua/contract';
import { api } from '../api/api.ts';
import { callApi } from '../api/call-api.ts';
import type { ApiClient } from '../api/api-client.ts';
import { getClock } from '../clock/clock.ts';

/** Body of POST /uiLogs as core sends it: the contract's body with every detail of spec 1 §7 filled. */
export interface UiLogBody extends ContractUiLogBody {
  details: {
    errorMessage: string;
    errorName: string;
    stackTrace?: string;
    cause?: string;
    error: string;
  };
}

export interface ErrorReportingOptions {
  client?: ApiClient;
  target?: Window;
  /** The same error is reported at most once within this window; default 60 s. */
  dedupeWindowMs?: number;
  /** At most this many reports per minute; default 10. */
  maxPerMinute?: number;
}

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function buildUiLogBody(error: unknown, fallbackMessage?: string): UiLogBody {
  const isError = error instanceof Error;
  const errorMessage = isError ? error.message : fallbackMessage ?? describe(error);
  const cause = isError ? (error as Error & { cause?: unknown }).cause : undefined;
  return {
    level: 'ERROR',
    message: errorMessage || fallbackMessage || 'Unknown error',
    details: {
      errorMessage,
      errorName: isError ? error.name : typeof error,
      stackTrace: isError ? error.stack : undefined,
      cause: cause === undefined ? undefined : describe(cause),
      error: describe(error ?? fallbackMessage),
    },
  };
}

interface ReporterSettings {
  client: ApiClient;
  dedupeWindowMs: number;
  maxPerMinute: number;
}

let settings: ReporterSettings | null = null;
const lastSeen = new Map<string, number>();
let sent: number[] = [];
let uninstallCurrent: (() => void) | null = null;

/** Reports one error to POST /uiLogs, subject to deduplication and the rate limit; never throws. */
export function reportUiError(error: unknown, fallbackMessage?: string): void {
  const { client, dedupeWindowMs, maxPerMinute } = settings ?? { client: api, dedupeWindowMs: 60_000, maxPerMinute: 10 };
  const body = buildUiLogBody(error, fallbackMessage);
  const now = getClock().now();
  const key = `${body.details.errorName}|${body.details.errorMessage}|${body.details.stackTrace?.split('\n', 2).join('|') ?? ''}`;
  const seen = lastSeen.get(key);
  if (seen !== undefined && now - seen < dedupeWindowMs) return;
  sent = sent.filter((time) => now - time < 60_000);
  if (sent.length >= maxPerMinute) return;
  lastSeen.set(key, now);
  sent.push(now);
  try {
    // A failing log call must not raise another unhandled rejection (it would report itself).
    callApi(calls.createUiLog, { body }, { client }).catch(() => undefined);
  } catch {
    // Unconfigured core (no API base): nothing to report to.
  }
}

/** Starts reporting uncaught errors and unhandled rejections to POST /uiLogs (once per page); returns uninstall. */
export function installErrorReporting(options: ErrorReportingOptions = {}): () => void {
  if (uninstallCurrent) return uninstallCurrent;
  const target = options.target ?? window;
  settings = {
    client: options.client ?? api,
    dedupeWindowMs: options.dedupeWindowMs ?? 60_000,
    maxPerMinute: options.maxPerMinute ?? 10,
  };
  lastSeen.clear();
  sent = [];

  const onError = (event: ErrorEvent) => reportUiError(event.error, event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportUiError(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);

  const uninstall = () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    settings = null;
    if (uninstallCurrent === uninstall) uninstallCurrent = null;
  };
  uninstallCurrent = uninstall;
  return uninstall;
}
