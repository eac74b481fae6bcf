// Demo data for a first start (config.seedDemoData): companies that exercise every branch of the spec, one account
// per role, custom fields of all types and half a year of history. Once per database: the app_state marker is
// claimed in the inserts' transaction.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { hashPassword } from '../identity/passwords.ts';
import { seedRequestHistory } from './demo-history.ts';
import { seedProviderRecords } from './provider-records.ts';
import {
  appState,
  autoQuotes,
  clientConfigs,
  customFieldDefinitions,
  jobRequestStatusHistory,
  jobRequests,
  languageGroups,
  punchoutClients,
  userAccounts,
  userClientLinks,
  type MachineTranslationSettings,
} from '../db/schema/index.ts';

export const DEMO_PASSWORD = 'LinguaDemo1';

/** Globex's Coupa punch-out credentials (decision 045); a demo secret, production systems bring their own. */
export const DEMO_PUNCHOUT = {
  fromDomain: 'DUNS',
  fromIdentity: '987654321',
  toDomain: 'DUNS',
  toIdentity: '123456789',
  senderDomain: 'NetworkID',
  senderIdentity: 'globex-coupa',
  sharedSecret: 'globex-punchout-demo-secret',
} as const;
const SEED_KEY = 'demoSeed';

export const DEMO_COMPANIES = {
  acme: 'Acme Health',
  globex: 'Globex Insurance',
  initech: 'Initech Legacy',
  umbrella: 'Umbrella Government Services',
} as const;

export const CLIENT_APPLICATIONS = ['reports', 'machineTranslation', 'coupa'];

export interface DemoAccount {
  username: string;
  password: string;
  roles: string[];
  firstName: string;
  lastName: string;
  company?: keyof typeof DEMO_COMPANIES;
  applications?: string[];
  isCoupaUser?: boolean;
}

const staff = (username: string, role: string, firstName: string, lastName: string): DemoAccount => ({
  username: `${username}@lingua.example`,
  password: DEMO_PASSWORD,
  roles: [role],
  firstName,
  lastName,
});

/** One account per role of spec 1 §6, printed by main.ts on start. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  staff('admin', 'ADMIN', 'Ada', 'Admin'),
  staff('superuser', 'SUPER_USER', 'Sam', 'Super'),
  staff('operator', 'OPERATOR', 'Olga', 'Operator'),
  staff('poweruser', 'POWER_USER', 'Pat', 'Power'),
  staff('linguist', 'LINGUIST', 'Lina', 'Linguist'),
  staff('coordinator', 'PROJECT_COORDINATOR', 'Cora', 'Coordinator'),
  staff('clientmanager', 'CLIENT_MANAGER', 'Carl', 'Manager'),
  staff('dtp', 'DESKTOP_PUBLISHER', 'Dana', 'Publisher'),
  staff('engineer', 'ENGINEER', 'Ed', 'Engineer'),
  staff('qa', 'QA', 'Quinn', 'Assurance'),
  staff('quoter', 'QUOTER', 'Quentin', 'Quoter'),
  staff('executive', 'EXECUTIVE', 'Eve', 'Executive'),
  {
    username: 'client@acme-health.example',
    password: DEMO_PASSWORD,
    roles: ['CLIENT'],
    firstName: 'Alice',
    lastName: 'Client',
    company: 'acme',
    applications: CLIENT_APPLICATIONS,
  },
  {
    username: 'employee@acme-health.example',
    password: DEMO_PASSWORD,
    roles: ['CLIENT_EMPLOYEE'],
    firstName: 'Bob',
    lastName: 'Employee',
    company: 'acme',
    applications: CLIENT_APPLICATIONS,
  },
  {
    username: 'client@globex.example',
    password: DEMO_PASSWORD,
    roles: ['CLIENT'],
    firstName: 'Grace',
    lastName: 'Globex',
    company: 'globex',
    applications: CLIENT_APPLICATIONS,
  },
  {
    username: 'buyer@globex.example',
    password: DEMO_PASSWORD,
    roles: ['CLIENT_EMPLOYEE'],
    firstName: 'Cody',
    lastName: 'Coupa',
    company: 'globex',
    applications: ['coupa'],
    isCoupaUser: true,
  },
];

const token = () => randomBytes(18).toString('base64url');

/** Acme Health's link tokens are fixed and published (like DEMO_PASSWORD) for demos and the e2e suite; nowhere else. */
export const DEMO_LINK_TOKENS = {
  createProject: 'acme-demo-project-link',
  signUp: 'acme-demo-sign-up',
} as const;

const MT_DEFAULTS: MachineTranslationSettings = {
  maxCharactersPerRequest: 5000,
  maxFilesPerRequest: 10,
  maxFileSizeMB: 50,
  // Media limits a real user can work with: a 250 MB file fits (the request total stays below 250 MB).
  maxAudioFileSizeMB: 250,
  maxVideoFileSizeMB: 250,
  supportedLltsLanguages: ['spa', 'cmn', 'vie', 'ara'],
  disableTextTranslation: false,
  disableFileTranslation: false,
  // Spec 3 §2.2: shown only where explicitly false.
  disableMediaTranslation: false,
  disableHumanEscalation: false,
};

export async function seedDemoData(db: Db, clock: Clock): Promise<boolean> {
  // Hash outside the transaction: scrypt is slow and would hold the transaction open. Every demo account has
  // the same published password, so one hash per distinct password is enough.
  const byPassword = new Map<string, Promise<string>>();
  for (const a of DEMO_ACCOUNTS) if (!byPassword.has(a.password)) byPassword.set(a.password, hashPassword(a.password));
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => byPassword.get(a.password)!));
  const now = clock.now();
  const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appState)
      .values({ key: SEED_KEY, value: { version: 1, at: now.toISOString() } })
      .onConflictDoNothing()
      .returning({ key: appState.key });
    if (claimed.length === 0) return false;

    const [acme, globex, initech, umbrella] = await tx
      .insert(clientConfigs)
      .values(demoCompanies())
      .returning({ id: clientConfigs.id });
    const companyIds: CompanyIds = {
      acme: acme!.id,
      globex: globex!.id,
      initech: initech!.id,
      umbrella: umbrella!.id,
    };

    const users = await insertDemoUsers(tx as unknown as Db, hashes, companyIds);
    const userId = (username: string) => users.find((u) => u.username === username)?.id;

    await tx.insert(punchoutClients).values(demoPunchoutClient(companyIds.globex));

    const links = users.filter((u) => u.clientId !== null).map((u) => ({ userId: u.id, clientId: u.clientId! }));
    // Alice also works for Globex: the organisation selector then offers two active companies.
    const alice = userId('client@acme-health.example');
    if (alice) links.push({ userId: alice, clientId: companyIds.globex });
    if (links.length) await tx.insert(userClientLinks).values(links).onConflictDoNothing();

    await tx.insert(customFieldDefinitions).values(demoCustomFields(companyIds));

    await tx.insert(languageGroups).values([
      { scope: 'ORGANIZATION', clientId: companyIds.acme, position: 0, name: 'Patient languages', languages: [{ id: 'esn', name: 'Spanish' }, { id: 'chs', name: 'Chinese (Simplified)' }, { id: 'vit', name: 'Vietnamese' }, { id: 'hat', name: 'Haitian Creole' }] },
      { scope: 'ORGANIZATION', clientId: companyIds.acme, position: 1, name: 'European', languages: [{ id: 'fra', name: 'French' }, { id: 'deu', name: 'German' }, { id: 'ita', name: 'Italian' }] },
      ...(alice ? [{ scope: 'PERSONAL' as const, userId: alice, position: 0, name: 'My usual', languages: [{ id: 'esn', name: 'Spanish' }, { id: 'ptb', name: 'Portuguese (Brazil)' }] }] : []),
    ]);

    await seedProviderRecords(tx as unknown as Db, now, companyIds);

    const bob = userId('employee@acme-health.example');
    await seedDemoRequests(tx as unknown as Db, companyIds, { alice, bob, buyer: userId('buyer@globex.example') }, days);
    await seedRequestHistory(tx as unknown as Db, now, [
      { clientId: companyIds.acme, pricePerPage: 24.5, owners: [alice, bob].filter((u): u is string => !!u), kinds: ACME_DOCUMENTS, count: 150 },
      { clientId: companyIds.globex, pricePerPage: 19, owners: [userId('client@globex.example')].filter((u): u is string => !!u), kinds: GLOBEX_DOCUMENTS, count: 90 },
    ]);
    return true;
  });
}

type CompanyIds = Record<keyof typeof DEMO_COMPANIES, number>;

async function insertDemoUsers(db: Db, hashes: readonly string[], companyIds: CompanyIds): Promise<Array<{ id: string; username: string; clientId: number | null }>> {
  return db
    .insert(userAccounts)
    .values(
      DEMO_ACCOUNTS.map((a, i) => ({
        username: a.username,
        email: a.username,
        firstName: a.firstName,
        lastName: a.lastName,
        passwordHash: hashes[i]!,
        roles: a.roles,
        applications: a.applications ?? [],
        clientId: a.company ? companyIds[a.company] : null,
        isCoupaUser: a.isCoupaUser ?? false,
        emailVerified: true,
      })),
    )
    .onConflictDoNothing({ target: userAccounts.username })
    .returning({ id: userAccounts.id, username: userAccounts.username, clientId: userAccounts.clientId });
}

function demoPunchoutClient(clientId: number): typeof punchoutClients.$inferInsert {
  return {
    clientId,
    fromDomain: DEMO_PUNCHOUT.fromDomain.toLowerCase(),
    fromIdentity: DEMO_PUNCHOUT.fromIdentity,
    toIdentity: DEMO_PUNCHOUT.toIdentity,
    sharedSecretDigest: createHash('sha256').update(DEMO_PUNCHOUT.sharedSecret, 'utf8').digest('hex'),
    label: 'Globex Coupa (demo)',
  };
}

function acmeCompany(): typeof clientConfigs.$inferInsert {
  return {
    companyName: DEMO_COMPANIES.acme,
    status: 'ACTIVE',
    logoUrl: null,
    signUpToken: DEMO_LINK_TOKENS.signUp,
    createProjectToken: DEMO_LINK_TOKENS.createProject,
    allowedEmailDomains: ['acme-health.example', 'acme.example'],
    createProjectSettings: {
      skipEmailDomainValidation: false,
      disableUnauthenticatedSubmissions: false,
      defaultSourceLanguageId: 'enu',
      defaultTargetLanguageIds: ['esn'],
      submissionModeConditions: [],
      fileRestrictions: { maxFileCount: 100, maxFileSizeBytes: 1_048_576_000 },
    },
    projectSubmissionMode: 'BOTH',
    selectableWorkflows: [
      { label: 'Translation', xtrfServiceId: 1 },
      { label: 'Translation + Review', xtrfServiceId: 2 },
      { label: 'Certified translation', xtrfServiceId: 7 },
    ],
    isMfaEnabled: false,
    isOrgManagementEnabled: true,
    pricePerPage: '24.50',
    machineTranslationSettings: MT_DEFAULTS,
    widgetOrigins: ['https://intranet.acme-health.example'],
    defaultApplications: CLIENT_APPLICATIONS,
  };
}

function globexCompany(): typeof clientConfigs.$inferInsert {
  return {
    companyName: DEMO_COMPANIES.globex,
    status: 'ACTIVE',
    signUpToken: token(),
    createProjectToken: token(),
    allowedEmailDomains: ['globex.example', 'acme.example'],
    createProjectSettings: {
      skipEmailDomainValidation: false,
      disableUnauthenticatedSubmissions: true,
      hideSourceLanguage: false,
      submissionModeConditions: [{ fieldName: 'Department', value: 'Claims' }],
      fileRestrictions: { maxFileCount: 20, maxFileSizeBytes: 41_943_040, maxTotalSizeBytes: 62_914_560 },
    },
    projectSubmissionMode: 'SUBMIT_FOR_ESTIMATION_EXCEPT',
    selectableWorkflows: [{ label: 'Standard', xtrfServiceId: 1 }],
    isMfaEnabled: true,
    isOrgManagementEnabled: false,
    pricePerPage: '19.00',
    machineTranslationSettings: { ...MT_DEFAULTS, disableMediaTranslation: true, disableHumanEscalation: true, maxCharactersPerRequest: 2000 },
    widgetOrigins: ['https://portal.globex.example'],
    availableLanguageIds: ['enu', 'esn', 'fra', 'deu', 'ptb', 'chs', 'vit'],
    defaultApplications: CLIENT_APPLICATIONS,
  };
}

function initechCompany(): typeof clientConfigs.$inferInsert {
  return {
    companyName: DEMO_COMPANIES.initech,
    status: 'INACTIVE',
    signUpToken: token(),
    createProjectToken: token(),
    allowedEmailDomains: ['initech.example'],
    createProjectSettings: {},
    projectSubmissionMode: 'SUBMIT_FOR_ESTIMATION',
    pricePerPage: '20.00',
    // Without settings the server would apply its defaults, which offer media translation.
    machineTranslationSettings: MT_DEFAULTS,
    defaultApplications: ['reports'],
  };
}

function umbrellaCompany(): typeof clientConfigs.$inferInsert {
  return {
    companyName: DEMO_COMPANIES.umbrella,
    status: 'ACTIVE',
    signUpToken: token(),
    createProjectToken: token(),
    allowedEmailDomains: ['umbrella.example'],
    createProjectSettings: { skipEmailDomainValidation: true },
    projectSubmissionMode: 'SUBMIT_FOR_TRANSLATION',
    pricePerPage: '22.00',
    machineTranslationSettings: { ...MT_DEFAULTS, disableTextTranslation: true },
    defaultApplications: ['machineTranslation'],
    federationSettings: { externalGroups: ['umbrella-translators', 'umbrella-staff'] },
  };
}

function demoCompanies(): Array<typeof clientConfigs.$inferInsert> {
  return [acmeCompany(), globexCompany(), initechCompany(), umbrellaCompany()];
}

function demoCustomFields(companyIds: CompanyIds): Array<typeof customFieldDefinitions.$inferInsert> {
  return [
    { clientId: companyIds.acme, category: 'PROJECT', position: 0, name: 'Cost Center', type: 'INPUT_TEXT', required: true, validationRegex: '^CC-[0-9]{4}$', validationMessage: 'Use the form CC-1234', description: 'Your department cost center', mapping: 'costCenter' },
    { clientId: companyIds.acme, category: 'PROJECT', position: 1, name: 'Department', type: 'LISTONLY', required: true, options: ['Cardiology', 'Oncology', 'Pediatrics', 'Administration'], defaultValue: 'Administration', mapping: 'department' },
    { clientId: companyIds.acme, category: 'PROJECT', position: 2, name: 'Document Type', type: 'LIST', options: ['Consent form', 'Discharge summary', 'Patient letter'], mapping: 'documentType' },
    { clientId: companyIds.acme, category: 'PROJECT', position: 3, name: 'Audiences', type: 'SELECT_MANY_LIST', required: true, options: ['Patients', 'Clinicians', 'Regulators'], mapping: 'audiences' },
    { clientId: companyIds.acme, category: 'PROJECT', position: 4, name: 'Needed By', type: 'DATE', required: false, validationRegex: '^(0[1-9]|1[0-2])/(0[1-9]|[12][0-9]|3[01])/20[0-9]{2}$', validationMessage: 'Enter a date in this century', mapping: 'neededBy' },
    { clientId: companyIds.acme, category: 'PROJECT', position: 5, name: 'Instructions', type: 'TEXT_AREA', description: 'Anything the linguists should know', mapping: 'instructions' },
    { clientId: companyIds.acme, category: 'PROJECT', position: 6, name: 'Rush', type: 'CHECKBOX', defaultValue: 'false', mapping: 'rush' },
    { clientId: companyIds.acme, category: 'PROJECT', position: 7, name: 'Rush Approver', type: 'PERSON_INFO', required: true, visible: false, visibleIf: [{ fieldName: 'Rush', value: 'true' }], mapping: 'rushApprover' },
    { clientId: companyIds.acme, category: 'PROJECT', position: 8, name: 'Legacy Code', type: 'INPUT_TEXT', disabled: true, defaultValue: 'N/A', mapping: 'legacyCode' },
    { clientId: companyIds.acme, category: 'USER', position: 0, name: 'Employee Number', type: 'INPUT_TEXT', required: true, validationRegex: '^[0-9]{6}$', validationMessage: 'Six digits', mapping: 'employeeNumber' },
    { clientId: companyIds.acme, category: 'USER', position: 1, name: 'Site', type: 'LISTONLY', required: true, options: ['Boston', 'Chicago', 'Remote'], mapping: 'site' },
    { clientId: companyIds.acme, category: 'USER', position: 2, name: 'Start Date', type: 'DATE', mapping: 'startDate' },
    { clientId: companyIds.acme, category: 'USER', position: 3, name: 'Newsletter', type: 'CHECKBOX', defaultValue: 'true', mapping: 'newsletter' },
    { clientId: companyIds.globex, category: 'PROJECT', position: 0, name: 'Department', type: 'LISTONLY', required: true, options: ['Claims', 'Underwriting', 'Legal'], mapping: 'department' },
    { clientId: companyIds.globex, category: 'PROJECT', position: 1, name: 'Policy Number', type: 'INPUT_TEXT', validationRegex: '^[A-Z]{2}[0-9]{6}$', mapping: 'policyNumber' },
  ];
}

async function seedDemoRequests(db: Db, companyIds: CompanyIds, who: { alice: string | undefined; bob: string | undefined; buyer: string | undefined }, days: (n: number) => Date): Promise<void> {
  const { alice, bob, buyer } = who;
  const requests = await db
    .insert(jobRequests)
    .values([
      { clientId: companyIds.acme, ownerUserId: alice, name: 'Discharge instructions Q3', status: 'QUOTE_READY_FOR_CLIENT_REVIEW', origination: 'WEBFORM', requestType: 'QUOTE_REQUEST', sourceLanguageId: 'enu', targetLanguageIds: ['esn', 'chs'], notes: 'Two patient handouts', createTime: days(-2), updatedAt: days(-1) },
      { clientId: companyIds.acme, ownerUserId: bob, name: 'Consent form update', status: 'QUOTE_EXPIRED', origination: 'WEBFORM', requestType: 'QUOTE_REQUEST', sourceLanguageId: 'enu', targetLanguageIds: ['fra'], createTime: days(-40), updatedAt: days(-10) },
      { clientId: companyIds.acme, ownerUserId: alice, name: 'Clinic signage', status: 'SUBMITTED_TO_XTRF', origination: 'WEBFORM', requestType: 'TRANSLATION_REQUEST', sourceLanguageId: 'enu', targetLanguageIds: ['esn'], xtrfInternalId: '48213', xtrfName: 'P-2026-48213', createTime: days(-5), updatedAt: days(-4) },
      { clientId: companyIds.globex, ownerUserId: buyer, name: 'Claim documents PO-7781', status: 'SUBMITTED_TO_XTRF', origination: 'COUPA', requestType: 'QUOTE_REQUEST', sourceLanguageId: 'esn', targetLanguageIds: ['enu'], externalReferenceId: 'PO-7781', createTime: days(-3), updatedAt: days(-3) },
    ])
    .returning({ id: jobRequests.id, status: jobRequests.status, createTime: jobRequests.createTime });
  await db.insert(jobRequestStatusHistory).values(
    requests.flatMap((r) => [
      { jobRequestId: r.id, fromStatus: null, toStatus: 'CREATED' as const, at: r.createTime, actor: 'system' },
      { jobRequestId: r.id, fromStatus: 'CREATED' as const, toStatus: r.status, at: r.createTime, actor: 'system' },
    ]),
  );
  await db.insert(autoQuotes).values([
    { jobRequestId: requests[0]!.id, pricePerPage: '24.50', totalPages: 12, price: '294.00', pagesPerLanguage: { esn: 6, chs: 6 }, creationDate: days(-1), acceptanceDeadline: days(13) },
    { jobRequestId: requests[1]!.id, pricePerPage: '24.50', totalPages: 3, price: '73.50', creationDate: days(-39), acceptanceDeadline: days(-25) },
  ]);
}

const ACME_DOCUMENTS = ['Patient leaflet', 'Discharge summary', 'Consent form', 'Clinic signage', 'Lab results letter', 'Vaccination notice', 'Care plan'];
const GLOBEX_DOCUMENTS = ['Claim file', 'Policy wording', 'Adjuster report', 'Customer letter', 'Underwriting guide'];

/** Acme Health's external project-request link and sign-up link (portal routes), or undefined without the demo data. */
export async function demoLinks(db: Db, publicUrl: string): Promise<{ createProject: string; signUp: string } | undefined> {
  const [acme] = await db
    .select({ id: clientConfigs.id })
    .from(clientConfigs)
    .where(eq(clientConfigs.createProjectToken, DEMO_LINK_TOKENS.createProject))
    .limit(1);
  if (!acme) return undefined;
  const base = publicUrl.replace(/\/+$/, '');
  // Spec 2 §2: the client id in both links is base64 and URL-encoded.
  const clientId = encodeURIComponent(Buffer.from(String(acme.id)).toString('base64'));
  return {
    createProject: `${base}/createProject/${clientId}/${DEMO_LINK_TOKENS.createProject}`,
    signUp: `${base}/signUp/${clientId}/${DEMO_LINK_TOKENS.signUp}`,
  };
}
