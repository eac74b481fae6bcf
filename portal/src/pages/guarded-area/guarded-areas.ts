// The guarded routes of spec 3 §2.1 / §2.7 with their roles and applications. The guard is real now; each
// feature issue replaces the route's page (today a heading that says the area is not available yet).
import { CLIENT_ROLES, type Application, type Role } from '@lingua/contract';

/** A guarded area: its route patterns, who may enter, and its catalogue key under `portal.areas`. */
export interface GuardedArea {
  /** Catalogue key of the area's heading. */
  id: 'reports' | 'machineTranslation' | 'coupaCreateQuote';
  /** Route paths (react-router patterns, relative to /). */
  paths: readonly string[];
  /** Roles allowed (spec 3 §2.1: client and client employee). */
  allowedRoles: readonly Role[];
  /** Applications required (spec 3 §2.7). */
  requiredApplications: readonly Application[];
}

/** Spec 3 §2.1 route table, guarded rows. */
export const GUARDED_AREAS: readonly GuardedArea[] = [
  { id: 'reports', paths: ['reports', 'reports/:reportId'], allowedRoles: CLIENT_ROLES, requiredApplications: ['reports'] },
  {
    id: 'machineTranslation',
    paths: ['machineTranslation', 'machineTranslation/textTranslation', 'machineTranslation/fileTranslation/:jobRequestId?', 'machineTranslation/mediaTranslation/:jobRequestId?'],
    allowedRoles: CLIENT_ROLES,
    requiredApplications: ['machineTranslation'],
  },
  { id: 'coupaCreateQuote', paths: ['coupa/createQuote'], allowedRoles: CLIENT_ROLES, requiredApplications: ['coupa'] },
];
