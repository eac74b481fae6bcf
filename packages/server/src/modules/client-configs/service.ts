// Client configurations (spec 2 §3, §7): visitors get the public view, members and staff the full one; link tokens
// never leave the server: a link's holder proves it to the call that uses it.
import { timingSafeEqual } from 'node:crypto';
import { and, arrayOverlaps, asc, eq, isNotNull, sql, type SQL, or } from 'drizzle-orm';
import type { CallQuery, CallResponse, calls } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { clientConfigs, customFieldDefinitions, languages } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { parseIntegerId } from '../../lib/integer-id.ts';
import { canSeeOrganisation } from '../access.ts';
import { isOrigin } from '../../identity/redirect-origins.ts';

export type ClientConfigView = CallResponse<typeof calls.getClientConfig>;
type ClientConfigsQuery = NonNullable<CallQuery<typeof calls.listClientConfigs>>;
type ClientConfigQuery = NonNullable<CallQuery<typeof calls.getClientConfig>>;
type CustomFieldDefinitionView = CallResponse<typeof calls.getCustomFieldDefinitions>[number];
type CustomFieldCategory = NonNullable<NonNullable<CallQuery<typeof calls.getCustomFieldDefinitions>>['category']>;
type ClientRow = typeof clientConfigs.$inferSelect;

export const memberViewColumns = {
  id: clientConfigs.id,
  companyName: clientConfigs.companyName,
  status: clientConfigs.status,
  logoUrl: clientConfigs.logoUrl,
  createProjectSettings: clientConfigs.createProjectSettings,
  projectSubmissionMode: clientConfigs.projectSubmissionMode,
  selectableWorkflows: clientConfigs.selectableWorkflows,
  isMfaEnabled: clientConfigs.isMfaEnabled,
  isOrgManagementEnabled: clientConfigs.isOrgManagementEnabled,
  allowedEmailDomains: clientConfigs.allowedEmailDomains,
};
type MemberViewRow = Pick<ClientRow, keyof typeof memberViewColumns>;

/** What anyone may know about a company: enough to show its form and decide which buttons it offers. */
export function publicView(row: Omit<MemberViewRow, 'allowedEmailDomains'>): ClientConfigView {
  return {
    clientId: String(row.id),
    companyName: row.companyName,
    status: row.status,
    logoUrl: row.logoUrl,
    createProjectSettings: row.createProjectSettings,
    projectSubmissionMode: row.projectSubmissionMode,
    selectableWorkflows: row.selectableWorkflows,
    isMfaEnabled: row.isMfaEnabled,
    isOrgManagementEnabled: row.isOrgManagementEnabled,
  };
}

export function memberView(row: MemberViewRow): ClientConfigView {
  return { ...publicView(row), allowedEmailDomains: row.allowedEmailDomains };
}

function domainOf(value: string): string {
  const at = value.lastIndexOf('@');
  return (at >= 0 ? value.slice(at + 1) : value).trim().toLowerCase();
}

export async function findClientConfigs(db: Db, query: ClientConfigsQuery): Promise<ClientConfigView[]> {
  const domains = [query.emailDomain, query.contactEmail].filter((v): v is string => !!v).map(domainOf).filter(Boolean);
  const groups = (query.externalGroups ?? '')
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);
  if (domains.length === 0 && groups.length === 0) {
    // Listing every company to a visitor would disclose the client base.
    throw badRequest('emailDomain, contactEmail or externalGroups is required', 'INVALID_PARAMETER');
  }
  const matches: SQL[] = [];
  if (domains.length) matches.push(arrayOverlaps(clientConfigs.allowedEmailDomains, domains));
  if (groups.length) {
    // Federated organisations are matched by the groups claim of their identity provider.
    const list = sql.join(
      groups.map((g) => sql`${g}`),
      sql`, `,
    );
    matches.push(and(isNotNull(clientConfigs.federationSettings), sql`(${clientConfigs.federationSettings}->'externalGroups') ?| array[${list}]::text[]`)!);
  }
  const rows = await db
    .select()
    .from(clientConfigs)
    .where(or(...matches))
    .orderBy(asc(clientConfigs.companyName), asc(clientConfigs.id));
  return rows.map(publicView);
}

async function loadClient(db: Db, clientId: string): Promise<ClientRow> {
  const id = parseIntegerId(clientId);
  if (id === null) throw notFound('Client not found');
  const [row] = await db.select().from(clientConfigs).where(eq(clientConfigs.id, id)).limit(1);
  if (!row) throw notFound('Client not found');
  return row;
}

/** The messages of a link whose token is not the client's (the same words as the calls that use the tokens). */
export const MSG_INVALID_CREATE_PROJECT_LINK = 'This link is not valid. Please ask your contact for a new one.';
export const MSG_INVALID_SIGN_UP_TOKEN = 'This sign-up link is not valid. Please contact support.';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A link's token is proved on arrival: a wrong one is 403 before anything of the client is known (spec 2 §2, §4).
 * A proved external link also gets the e-mail domains, so its form checks the contact's domain early (spec 2 §5). */
export async function getClientConfig(
  db: Db,
  principal: Principal | null | undefined,
  clientId: string,
  query: ClientConfigQuery = {},
): Promise<ClientConfigView> {
  const row = await loadClient(db, clientId);
  if (query.createProjectToken !== undefined && !sameToken(query.createProjectToken, row.createProjectToken)) {
    throw forbidden(MSG_INVALID_CREATE_PROJECT_LINK, 'INVALID_LINK');
  }
  if (query.signUpToken !== undefined && !sameToken(query.signUpToken, row.signUpToken)) {
    throw forbidden(MSG_INVALID_SIGN_UP_TOKEN, 'INVALID_SIGN_UP_TOKEN');
  }
  if (query.createProjectToken !== undefined) return memberView(row);
  return (await canSeeOrganisation(db, principal, row.id)) ? memberView(row) : publicView(row);
}

export async function listCustomFieldDefinitions(
  db: Db,
  clientId: string,
  category: CustomFieldCategory | undefined,
): Promise<CustomFieldDefinitionView[]> {
  const client = await loadClient(db, clientId);
  const rows = await db
    .select()
    .from(customFieldDefinitions)
    .where(and(eq(customFieldDefinitions.clientId, client.id), category ? eq(customFieldDefinitions.category, category) : undefined))
    .orderBy(asc(customFieldDefinitions.category), asc(customFieldDefinitions.position), asc(customFieldDefinitions.name));
  return rows.map((d) => {
    const view: CustomFieldDefinitionView = {
      name: d.name,
      type: d.type,
      required: d.required,
      validationRegex: d.validationRegex,
      validationMessage: d.validationMessage,
      description: d.description,
      defaultValue: d.defaultValue,
      visible: d.visible,
      disabled: d.disabled,
      mapping: d.mapping,
      category: d.category,
    };
    if (d.options) view.options = d.options;
    if (d.visibleIf) view.visibleIf = d.visibleIf;
    return view;
  });
}

export async function listAvailableLanguages(db: Db, clientId: string): Promise<string[]> {
  const client = await loadClient(db, clientId);
  const rows = await db
    .select({ id: languages.id })
    .from(languages)
    .where(eq(languages.isDisabled, false))
    .orderBy(asc(languages.name));
  const enabled = rows.map((r) => r.id);
  if (!client.availableLanguageIds) return enabled;
  const allowed = new Set(client.availableLanguageIds);
  return enabled.filter((id) => allowed.has(id));
}

type WidgetOriginsView = CallResponse<typeof calls.getWidgetOrigins>;

/** GET /clientConfigs/{clientId}/widgetOrigins (contract extension): staff only, checked by the route. */
export async function getWidgetOrigins(db: Db, clientId: string): Promise<WidgetOriginsView> {
  const row = await loadClient(db, clientId);
  return { clientId: String(row.id), widgetOrigins: row.widgetOrigins };
}

export async function setWidgetOrigins(db: Db, clientId: string, origins: readonly string[]): Promise<WidgetOriginsView> {
  const row = await loadClient(db, clientId);
  const bad = origins.find((o) => !isOrigin(o));
  if (bad !== undefined) {
    throw badRequest(`widgetOrigins: "${bad}" is not an origin like https://intranet.example.com (no path, no trailing slash)`, 'INVALID_PARAMETER');
  }
  const unique = [...new Set(origins)];
  await db.update(clientConfigs).set({ widgetOrigins: unique }).where(eq(clientConfigs.id, row.id));
  return { clientId: String(row.id), widgetOrigins: unique };
}
