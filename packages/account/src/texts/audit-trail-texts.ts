// The audit trail's English texts (decision 182): the company admin's tab and staff's page share the view.
import { AUDIT_EVENT_KINDS } from '@lingua/contract';
import { registerTexts } from '@lingua/core';
import { registerAccountTranslations } from './translations.ts';

/** A text key of an event kind: catalogue keys hold no dots. */
export const auditEventKey = (event: string): string => event.replace(/\./g, '_');

const EVENT_NAMES: Record<(typeof AUDIT_EVENT_KINDS)[number], string> = {
  'sign-in.success': 'Signed in',
  'sign-in.failure': 'Sign-in failed',
  'sign-in.throttled': 'Sign-in slowed down',
  'sign-in.lockout': 'Account locked after failed sign-ins',
  'password.change': 'Password changed',
  'mfa.enable': 'Authenticator app set up',
  'mfa.preferred': 'Sign-in check changed',
  'organization-user.disableMfa': "A user's sign-in check turned off",
  'organization-user.enableAccount': 'User account enabled',
  'organization-user.disableAccount': 'User account disabled',
  'file.download': 'File downloaded',
  'api-key.create': 'API key created',
  'api-key.revoke': 'API key revoked',
  'api-key.remove': 'Revoked API key removed from the list',
  'api-key.new-address': 'API key used from a new address',
  'webhook.create': 'Webhook added',
  'webhook.delete': 'Webhook deleted',
  'glossary.import': 'Glossary imported',
  'glossary.delete': 'Glossary deleted',
  'translation-memory.import': 'Translation memory imported',
  'translation-memory.delete': 'Translation memory deleted',
  'settings.widget-origins': 'Embedding sites changed',
  'retention.delete': 'Files deleted',
  'impersonation.start': 'Staff began acting as a user',
  'impersonation.end': 'Staff stopped acting as a user',
};

export const auditTrailTextsEn = {
  title: 'Audit trail',
  intro: "Who did what in your company's account: sign-ins, downloads, keys, settings and deletions. Nobody can change or remove an event; old events go after the retention time your provider sets (400 days unless told otherwise).",
  staffTitle: "Companies' audit trails",
  staffIntro: "Every company's trail, as its admins see it; your own actions as a user appear in that company's trail.",
  company: 'Company',
  chooseCompany: 'Choose a company',
  filters: 'Filters',
  event: 'Event',
  allEvents: 'All events',
  person: 'Person',
  personHint: 'Part of a username or e-mail',
  from: 'From',
  to: 'Until',
  apply: 'Apply filters',
  clear: 'Clear',
  download: 'Download CSV',
  table: 'Audit events',
  columns: { at: 'Time', event: 'Event', person: 'Person', target: 'About', channel: 'Through', address: 'IP address and browser' },
  onBehalfOf: 'acting as {{name}}',
  channels: { portal: 'Portal', element: 'Embedded element', 'api-key': 'API key' },
  none: 'No events match these filters.',
  count: '{{count}} events',
  countOne: '1 event',
  pagination: 'Pages of audit events',
  events: Object.fromEntries(Object.entries(EVENT_NAMES).map(([k, v]) => [auditEventKey(k), v])),
};

registerTexts('auditTrail', auditTrailTextsEn);
registerAccountTranslations();
