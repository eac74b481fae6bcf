// Calls of the registry (calls.ts): a company's audit trail (decision 182). Its client admins read their own
// company's; staff any company's. No call changes or removes an event.
import { defineCall, errors } from '../define-call.ts';
import { AuditCompanyList, AuditEventPage, AuditEventsQuery, AuditExportFile, AuditExportQuery, AuditTrailParams } from '../schemas/audit-trail.ts';

export const auditTrailCalls = {
  listAuditEvents: defineCall({
    operationId: 'listAuditEvents',
    method: 'GET',
    path: '/clientConfigs/{clientId}/auditEvents',
    summary: "One page of the company's audit trail, newest first, by event kind, person and dates",
    tags: ['auditTrail'],
    auth: 'required',
    params: AuditTrailParams,
    querystring: AuditEventsQuery,
    response: { 200: AuditEventPage, ...errors(400, 401, 403, 404, 500) },
  }),
  exportAuditEvents: defineCall({
    operationId: 'exportAuditEvents',
    method: 'GET',
    path: '/clientConfigs/{clientId}/auditEvents/export',
    summary: "The company's audit trail for the same filters as a CSV file",
    tags: ['auditTrail'],
    auth: 'required',
    params: AuditTrailParams,
    querystring: AuditExportQuery,
    response: { 200: AuditExportFile, ...errors(400, 401, 403, 404, 500) },
  }),
  listAuditCompanies: defineCall({
    operationId: 'listAuditCompanies',
    method: 'GET',
    path: '/auditTrail/companies',
    summary: 'Staff: every company whose audit trail they may read, by name',
    tags: ['auditTrail'],
    auth: 'required',
    response: { 200: AuditCompanyList, ...errors(401, 403, 500) },
  }),
} as const;
