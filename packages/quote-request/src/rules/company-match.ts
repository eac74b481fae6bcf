// Spec 2 §4 visitor flow: the companies of the e-mail domain decide how the visitor goes on.
import type { ClientConfig } from '@lingua/contract';
import { emailDomainOf } from '@lingua/core';

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

/** The domain of an e-mail address, lower-cased. */
/** Spec 2 §5: the contact e-mail's domain must be allowed unless skipEmailDomainValidation is set. */
export function isEmailDomainAllowed(email: string, config: ClientConfig | null | undefined): boolean {
  if (!config || config.createProjectSettings?.skipEmailDomainValidation) return true;
  const allowed = (config.allowedEmailDomains ?? []).map((d) => d.toLowerCase());
  return allowed.length === 0 || allowed.includes(emailDomainOf(email));
}
