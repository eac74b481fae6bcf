// The malware scanner's own check for /health: whether clamd answers, how old its signatures are, and what
// happens to uploads while it cannot scan (docs/operations.md "Malware scanning"). Degraded, never down: the
// scanner holds uploads, it does not make the process unfit for traffic.
import type { ScanConfig } from '../../config/scan-config.ts';
import type { Check, DependencyChecks } from '../../lib/health-checks.ts';
import { ClamdClient } from './clamd-client.ts';
import { readScannerState, type ScannerState } from './upload-scanner.ts';

const POLICY = { hold: 'uploads are held until it answers', accept: 'uploads are accepted and marked unscanned' } as const;

export function scannerCheck(config: ScanConfig, state: ScannerState): Check {
  const policy = `while unavailable: ${POLICY[config.whenUnavailable]}`;
  const sigs = state.signatures;
  const signatures =
    sigs === 'test'
      ? 'test signature only (EICAR) — no protection; install signatures with freshclam'
      : sigs
        ? `signatures ${sigs.version} of ${sigs.date.toISOString()} (${Math.round(sigs.ageHours)} h old, limit ${config.maxSignatureAgeHours} h)`
        : 'signatures unknown';
  if (!state.available) return { status: 'degraded', detail: `${state.problem ?? 'unavailable'}; ${signatures}; ${policy}` };
  return { status: 'up', detail: `${state.engine ?? 'clamd'}, ${signatures}; ${policy}` };
}

export function scannerHealthChecks(config: ScanConfig): DependencyChecks {
  const client = new ClamdClient(config.address, 2_000);
  return async () => {
    if (config.mode === 'off') return { scanner: { status: 'degraded', detail: 'UPLOAD_SCAN=off: uploads are not scanned for malware' } };
    return { scanner: scannerCheck(config, await readScannerState(config, client, new Date())) };
  };
}
