// Which tool cards a signed-in user sees (spec 1 §6 card list; spec 2 §2 home). The spec does not say which
// role sees which card: the rules below are decision 011 (docs/decisions/011-tool-cards-by-role.md).
import { CLIENT_ROLES as CONTRACT_CLIENT_ROLES, DASHBOARD_ROLES } from '@lingua/contract';

/** Identifier of a tool card; also its catalogue key under `portal.toolCards`. */
export type ToolCardId =
  | 'createProject'
  | 'xtrfDashboard'
  | 'invoices'
  | 'llsInterpretingService'
  | 'languageLineConnect'
  | 'websiteProxy'
  | 'connector'
  | 'machineTranslation'
  | 'quickTranslation'
  | 'consoleHelp'
  | 'reports'
  | 'coupa'
  | 'DASHBOARD';

/** External pages the deployment links to; a card whose link is not configured is not shown. */
export interface ExternalLinks {
  /** The project system's endpoint that answers the client dashboard's link: `{ authUrl }` (spec 2 §2, §7). */
  xtrfDashboard?: string;
  invoices?: string;
  /** The interpreting-service booking site. */
  llsInterpretingService?: string;
  /** The project-management system's page of a project, quote or job: a template with {kind} and {id}. */
  projectManagement?: string;
}

/**
 * Where a card leads: a portal route, an external page (opened in a new tab), or an external page whose link the
 * card fetches from `endpoint` when clicked (the project system's authUrl, spec 2 §2).
 */
export type ToolCardTarget = { kind: 'route'; path: string } | { kind: 'external'; href: string } | { kind: 'authUrl'; endpoint: string };

export interface ToolCard {
  id: ToolCardId;
  target: ToolCardTarget;
}

/** Client roles (spec 2 §1, spec 3 §2.1 guards). */
export const CLIENT_ROLES: readonly string[] = CONTRACT_CLIENT_ROLES;

/** The dashboard role list of spec 1 §6. */
export const STAFF_ROLES: readonly string[] = DASHBOARD_ROLES;

type Audience = 'signedIn' | 'client' | 'staff';

interface CardRule {
  id: ToolCardId;
  audience: Audience;
  /** Application the user needs (spec 3 §2.7), for cards that lead to a guarded area. */
  application?: string;
  /** Route of an in-portal card; external cards read their link from ExternalLinks. */
  path?: string;
}

// Order is the order on the page: the everyday client tools first, help last.
const RULES: readonly CardRule[] = [
  { id: 'DASHBOARD', audience: 'staff', path: '/DASHBOARD' },
  { id: 'createProject', audience: 'signedIn', path: '/createProject' },
  { id: 'machineTranslation', audience: 'client', application: 'machineTranslation', path: '/machineTranslation' },
  { id: 'quickTranslation', audience: 'signedIn', path: '/quickTranslation' },
  { id: 'reports', audience: 'client', application: 'reports', path: '/reports' },
  { id: 'coupa', audience: 'client', application: 'coupa', path: '/coupa' },
  { id: 'xtrfDashboard', audience: 'client' },
  { id: 'invoices', audience: 'client' },
  { id: 'llsInterpretingService', audience: 'client' },
  { id: 'languageLineConnect', audience: 'signedIn', path: '/languageLineConnect' },
  { id: 'websiteProxy', audience: 'signedIn', path: '/websiteProxy' },
  { id: 'connector', audience: 'signedIn', path: '/connector' },
  { id: 'consoleHelp', audience: 'signedIn', path: '/consoleHelp' },
];

export function isStaff(roles: readonly string[]): boolean {
  return roles.some((r) => STAFF_ROLES.includes(r));
}

export function isClient(roles: readonly string[]): boolean {
  return roles.some((r) => CLIENT_ROLES.includes(r));
}

/** The cards a user with these roles and applications sees, in page order. */
export function visibleToolCards(input: {
  roles: readonly string[];
  applications: readonly string[];
  links?: ExternalLinks;
}): ToolCard[] {
  const { roles, applications, links = {} } = input;
  const audiences: Record<Audience, boolean> = { signedIn: true, client: isClient(roles), staff: isStaff(roles) };
  const cards: ToolCard[] = [];
  for (const rule of RULES) {
    if (!audiences[rule.audience]) continue;
    if (rule.application && !applications.includes(rule.application)) continue;
    if (rule.path) {
      cards.push({ id: rule.id, target: { kind: 'route', path: rule.path } });
      continue;
    }
    const href = links[rule.id as keyof ExternalLinks];
    if (!href) continue;
    // The project system's dashboard link is fetched at the click: an authUrl is typically short-lived.
    cards.push({ id: rule.id, target: rule.id === 'xtrfDashboard' ? { kind: 'authUrl', endpoint: href } : { kind: 'external', href } });
  }
  return cards;
}
