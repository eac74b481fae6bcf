// Client organisations (spec 2 §3 "Client config"); tokens never leave through a public lookup (modules/client-configs).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// The contract's vocabulary (type-only: the schema stays loadable without the contract at migration time).
import type {
  ClientStatus,
  CreateProjectSettings,
  CustomFieldCategory,
  CustomFieldInputType,
  FileRestrictions,
  MachineTranslationSettings as ContractMachineTranslationSettings,
  SelectableWorkflow,
  SubmissionModeCondition,
  SubmitMode,
  VisibleIfCondition,
} from '@lingua/contract';

export type { ClientStatus, CreateProjectSettings, FileRestrictions, SelectableWorkflow, SubmissionModeCondition };
export type ProjectSubmissionMode = SubmitMode;

/** Spec 3 §3 machine translation settings as stored: every setting present (the seed and defaults fill them). */
export type MachineTranslationSettings = {
  [K in keyof ContractMachineTranslationSettings]-?: NonNullable<ContractMachineTranslationSettings[K]>;
};

/** An organisation signing in through its own provider (spec 1 §6, identity/federation.ts), matched by externalGroups
 * or by e-mail domain. */
export interface FederationSettings {
  externalGroups: string[];
  /** OpenID Connect issuer URL of the organisation's provider (discovery at /.well-known/openid-configuration). */
  issuer?: string;
  clientId?: string;
  clientSecret?: string;
  /** Lower-case e-mail domains whose people sign in there; the client's allowedEmailDomains when absent. */
  emailDomains?: string[];
}

export const clientConfigs = pgTable(
  'client_configs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    companyName: text('company_name').notNull(),
    status: text('status').$type<ClientStatus>().notNull().default('ACTIVE'),
    logoUrl: text('logo_url'),
    signUpToken: text('sign_up_token').notNull(),
    createProjectToken: text('create_project_token').notNull(),
    /** Lower-case domains; a domain may belong to several companies (sign-up then asks which one). */
    allowedEmailDomains: text('allowed_email_domains').array().notNull().default(sql`'{}'::text[]`),
    createProjectSettings: jsonb('create_project_settings').$type<CreateProjectSettings>().notNull().default({}),
    projectSubmissionMode: text('project_submission_mode').$type<ProjectSubmissionMode>(),
    selectableWorkflows: jsonb('selectable_workflows').$type<SelectableWorkflow[]>().notNull().default([]),
    isMfaEnabled: boolean('is_mfa_enabled').notNull().default(false),
    isOrgManagementEnabled: boolean('is_org_management_enabled').notNull().default(false),
    pricePerPage: numeric('price_per_page', { precision: 12, scale: 2 }).notNull().default('0'),
    machineTranslationSettings: jsonb('machine_translation_settings').$type<MachineTranslationSettings>(),
    /** Origins of client intranets that embed the widgets; the CORS allow-list is the union over clients. */
    widgetOrigins: text('widget_origins').array().notNull().default(sql`'{}'::text[]`),
    /** Applications a new user of this client gets (reports, machineTranslation, coupa ...). */
    defaultApplications: text('default_applications').array().notNull().default(sql`'{}'::text[]`),
    /** Language ids offered to this client (GET .../availableLanguages); null means every enabled language. */
    availableLanguageIds: text('available_language_ids').array(),
    federationSettings: jsonb('federation_settings').$type<FederationSettings>(),
    /** Days a request's files are kept after it ends (decision 183); null keeps them. */
    fileRetentionDays: integer('file_retention_days'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Sign-up and visitor lookups go by e-mail domain: `domain = ANY(allowed_email_domains)`.
    index('client_configs_domains_idx').using('gin', t.allowedEmailDomains),
  ],
);

export const userClientLinks = pgTable(
  'user_client_links',
  {
    userId: uuid('user_id').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clientConfigs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] }), index('user_client_links_client_idx').on(t.clientId)],
);

export type { CustomFieldCategory };
export type CustomFieldType = CustomFieldInputType;
export type VisibleIf = VisibleIfCondition;

export const customFieldDefinitions = pgTable(
  'custom_field_definitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clientConfigs.id, { onDelete: 'cascade' }),
    category: text('category').$type<CustomFieldCategory>().notNull(),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    type: text('type').$type<CustomFieldType>().notNull(),
    required: boolean('required').notNull().default(false),
    validationRegex: text('validation_regex'),
    validationMessage: text('validation_message'),
    description: text('description'),
    options: text('options').array(),
    defaultValue: text('default_value'),
    visible: boolean('visible').notNull().default(true),
    visibleIf: jsonb('visible_if').$type<VisibleIf[]>(),
    disabled: boolean('disabled').notNull().default(false),
    mapping: text('mapping'),
  },
  (t) => [index('custom_field_definitions_client_idx').on(t.clientId, t.category, t.position)],
);
