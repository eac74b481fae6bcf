// The dependencies /health looks at, each asked for its own checks: the health probes gather, they do not know how
// Apertium, a speech server, SMTP or the malware scanner is looked at.
import type { Config } from '../config/config.ts';
import { mediaHealthChecks } from '../engines/media/health-check.ts';
import { mtHealthChecks } from '../engines/mt/health-check.ts';
import type { DependencyChecks } from '../lib/health-checks.ts';
import { mailHealthChecks } from '../mail/health-check.ts';
import { scannerHealthChecks } from '../engines/scanner/health-check.ts';

export function dependencyChecks(config: Config): DependencyChecks[] {
  return [mtHealthChecks(config.mt), mediaHealthChecks(config.media), mailHealthChecks(config.smtp), scannerHealthChecks(config.scan)];
}
