// Spec 2 §4 visitor flow: the companies of the e-mail domain decide how the visitor goes on.
import type { ClientConfig } from '@lingua/contract';

export type CompanyMatch =
  | { kind: 'none' }
  | { kind: 'one'; config: ClientConfig }
  | { kind: 'pick'; configs: ClientConfig[] }
  | { kind: 'inactive' };

/** None: plain visitor; exactly one active: that one; several active: pick (only ACTIVE); all inactive: blocked. */
export function matchCompany(configs: readonly ClientConfig[]): CompanyMatch {
  if (configs.length === 0) return { kind: 'none' };
  const active = configs.filter((c) => c.status === 'ACTIVE');
  if (active.length === 0) return { kind: 'inactive' };
  if (active.length === 1) return { kind: 'one', config: active[0]! };
  return { kind: 'pick', configs: active };
}
