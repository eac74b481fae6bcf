// Storybook fixtures (never imported by product code): a signed-in session and answers to the provider API in
// the browser, so every state of the account feature can be looked at without a server.
import type { SessionUser } from '@lingua/core';
import type { LanguageGroup, OrganizationClientContact } from '@lingua/contract';
import { accountOf, type StoryAnswer } from '@lingua/core/test/story-session';

export { acmeConfig, accountOf, answerApi, clientAdminUser, coupaUser, employeeUser, federatedUser, pending, signedInAs, status } from '@lingua/core/test/story-session';
export type { StoryAnswer } from '@lingua/core/test/story-session';

export const languages = ['Arabic', 'Chinese (Simplified)', 'Danish', 'Dutch', 'French', 'German', 'Italian', 'Japanese', 'Korean', 'Polish', 'Portuguese (Brazil)', 'Spanish', 'Swedish'].map((name) => ({
  id: name.slice(0, 3).toLowerCase(),
  name,
}));
const lang = (name: string) => languages.find((l) => l.name === name) ?? { id: name, name };

export const personalGroups: LanguageGroup[] = [
  { name: 'Nordic launch', scope: 'PERSONAL', languages: [lang('Danish'), lang('Swedish')] },
  { name: 'Asia Pacific', scope: 'PERSONAL', languages: [lang('Japanese'), lang('Korean'), lang('Chinese (Simplified)')] },
];
export const organizationGroups: LanguageGroup[] = [
  { name: 'EU core', scope: 'ORGANIZATION', languages: [lang('French'), lang('German'), lang('Italian'), lang('Spanish')] },
  { name: 'Patient leaflets', scope: 'ORGANIZATION', languages: [lang('Spanish'), lang('Portuguese (Brazil)'), lang('Arabic')] },
];

const FIRST = ['Alice', 'Bob', 'Carla', 'Deepak', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kemi', 'Liam', 'Mara', 'Nils', 'Olga', 'Pavel', 'Quinn', 'Rosa', 'Sven', 'Tara', 'Umar', 'Vera', 'Wes', 'Xia', 'Yusuf', 'Zoe'];
const LAST = ['Client', 'Employee', 'Ortiz', 'Patel', 'Rossi', 'Haddad', 'Kim', 'Tanaka', 'Silva', 'Berg', 'Adeyemi', 'Walsh', 'Novak', 'Larsen', 'Ivanova', 'Dvorak', 'Reed', 'Diaz', 'Holm', 'Singh', 'Malik', 'Costa', 'Young', 'Chen', 'Aydin', 'Martin'];
export const contacts: OrganizationClientContact[] = FIRST.map((first, i) => ({
  id: String(i + 1),
  email: i === 0 ? 'client@acme-health.example' : i === 1 ? 'employee@acme-health.example' : `${first.toLowerCase()}.${(LAST[i] ?? 'x').toLowerCase()}@acme-health.example`,
  firstName: first,
  lastName: LAST[i] ?? 'Smith',
}));
/** Account states by contact id: 3 has MFA on, 4 is disabled, the rest enabled without MFA. */
export function identitySettingsOf(id: string, email: string) {
  return { username: email, isAccountEnabled: id !== '4', isMfaEnabled: id === '3' || id === '1' };
}

/** The routes every signed-in story of the settings panel needs. */
export function settingsRoutes(user: SessionUser, over: Record<string, StoryAnswer> = {}): Record<string, StoryAnswer> {
  return {
    'GET /userAccount': accountOf(user),
    'GET /identity/mfa': { preferredMfa: 'NOMFA', isMfaEnabled: false },
    'GET /userAccount/languageGroups': [...personalGroups, ...organizationGroups],
    'GET /languages': languages,
    'GET /userAccount/organizationClientContacts': contacts,
    ...Object.fromEntries(
      contacts.map((c) => [`GET /userAccount/organizationClientContacts/${c.id}/indentitySettings`, identitySettingsOf(c.id, c.email)]),
    ),
    ...over,
  };
}
