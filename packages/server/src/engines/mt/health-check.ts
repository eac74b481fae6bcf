// The machine-translation side's own checks for /health: Apertium's modes and its lt-proc, and LibreOffice, which
// reads the legacy Office formats. The chain's cloud engines report through their language lists instead
// (shell/health.ts "mt:<name>").
import fs from 'node:fs/promises';
import { notInstalled, onPath, programCheck, type Check, type DependencyChecks } from '../../lib/health-checks.ts';
import type { MtConfig } from '../../config/mt-config.ts';
import { SOFFICE } from './libreoffice.ts';

async function apertiumCheck(config: MtConfig): Promise<Check> {
  if (!config.engines.includes('apertium')) return { status: 'up', detail: `MT_ENGINE=${config.engine}, not checked` };
  const modes = await fs.readdir(config.apertium.modesDir).catch(() => [] as string[]);
  if (!modes.some((m) => m.endsWith('.mode'))) return { status: 'degraded', detail: `no Apertium modes in ${config.apertium.modesDir}` };
  return (await onPath('lt-proc')) ? { status: 'up' } : notInstalled('lt-proc (Apertium)');
}

export function mtHealthChecks(config: MtConfig): DependencyChecks {
  return async () => {
    const [apertium, libreoffice] = await Promise.all([apertiumCheck(config), programCheck(SOFFICE, 'soffice (LibreOffice)')]);
    return { apertium, libreoffice };
  };
}
