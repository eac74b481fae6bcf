// The company look-up of sign-up (spec 2 §4 steps 2–4) as a pure function.
import type { ClientConfig } from '@lingua/contract';

/** The error pages of sign-up (spec 2 §2). */
export type SignUpFailure = 'companyNotFound' | 'invalidClientId' | 'invalidToken';

export type CompanyResolution =
  | { kind: 'company'; config: ClientConfig }
  | { kind: 'choose'; configs: ClientConfig[] }
  | { kind: 'failure'; failure: SignUpFailure };

export interface SignUpLink {
  clientId?: string;
  token?: string;
}

/** Tokens are normally not sent to browsers (decision 012); otherwise the server checks the one sent with the account. */
function tokenMismatch(config: ClientConfig, token: string | undefined): boolean {
  return !!token && typeof config.signUpToken === 'string' && config.signUpToken !== token;
}

export function resolveCompany(configs: ClientConfig[], link: SignUpLink): CompanyResolution {
  if (configs.length === 0) return { kind: 'failure', failure: 'companyNotFound' };
  if (configs.length === 1) {
    const config = configs[0] as ClientConfig;
    if (link.clientId && link.clientId !== config.clientId) return { kind: 'failure', failure: 'invalidClientId' };
    if (tokenMismatch(config, link.token)) return { kind: 'failure', failure: 'invalidToken' };
    return { kind: 'company', config };
  }
  if (link.clientId) {
    const config = configs.find((c) => c.clientId === link.clientId);
    if (!config) return { kind: 'failure', failure: 'invalidClientId' };
    if (tokenMismatch(config, link.token)) return { kind: 'failure', failure: 'invalidToken' };
    return { kind: 'company', config };
  }
  // Spec 2 §4 and §9: only ACTIVE configurations are selectable.
  const active = configs.filter((c) => c.status === 'ACTIVE');
  if (active.length === 0) return { kind: 'failure', failure: 'companyNotFound' };
  return { kind: 'choose', configs: active };
}

/** Spec 2 §2: base64 and URL-encoded; a value that does not decode matches no company. */
export function decodeClientIdParam(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    return atob(decodeURIComponent(raw));
  } catch {
    return raw;
  }
}

/** The failure a refused sign-up call stands for, when the server's error code names one. */
export function failureOfError(errorCode: unknown): SignUpFailure | null {
  if (typeof errorCode !== 'string') return null;
  const code = errorCode.toUpperCase();
  if (code.includes('TOKEN')) return 'invalidToken';
  if (code === 'COMPANY_NOT_FOUND') return 'companyNotFound';
  if (code.includes('CLIENT_ID') || code === 'EMAIL_DOMAIN_MISMATCH') return 'invalidClientId';
  return null;
}
