import type { IdentitySettings } from '@lingua/contract';
import type { IdentitySettingsAction } from '../api/indentity-settings-actions.ts';

/**
 * The row actions offered for one organisation user (spec 1 §4 "Organisation user account"): never on yourself;
 * enable only when disabled; disable only when enabled; disable MFA only when MFA is on and the account enabled.
 */
export function offeredActions(settings: IdentitySettings, isSelf: boolean): IdentitySettingsAction[] {
  if (isSelf) return [];
  const actions: IdentitySettingsAction[] = [];
  if (settings.isMfaEnabled === true && settings.isAccountEnabled) actions.push('disableMfa');
  if (settings.isAccountEnabled) actions.push('disableAccount');
  else actions.push('enableAccount');
  return actions;
}

/** Spec 1 §2 and §5: the search matches e-mail, first name or last name, case-insensitively. */
export function matchesSearch(contact: { email: string; firstName: string; lastName: string }, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [contact.email, contact.firstName, contact.lastName].some((value) => value.toLowerCase().includes(q));
}
