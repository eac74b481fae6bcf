// Calls of the registry (calls.ts): Reports (spec 3 §7)
import { defineCall, errors } from '../define-call.ts';
import {
  Report,
  ReportChart,
  ReportChartQuery,
  ReportIdParams,
  ReportList,
  ReportRows,
  ReportRowsQuery,
} from '../schemas/reports.ts';

export const reportsCalls = {
  listReports: defineCall({
    operationId: 'listReports',
    method: 'GET',
    path: '/reports',
    summary: 'List the reports available to the user',
    tags: ['reports'],
    auth: 'required',
    response: { 200: ReportList, ...errors(401, 403, 500) },
  }),
  getReport: defineCall({
    operationId: 'getReport',
    method: 'GET',
    path: '/reports/{reportId}',
    summary: 'Get a report with its columns and filters',
    tags: ['reports'],
    auth: 'required',
    params: ReportIdParams,
    response: { 200: Report, ...errors(400, 401, 403, 404, 500) },
  }),
  getReportRows: defineCall({
    operationId: 'getReportRows',
    method: 'GET',
    path: '/reports/{reportId}/rows',
    summary: 'Get one page of report rows for the given filters',
    tags: ['reports'],
    auth: 'required',
    params: ReportIdParams,
    querystring: ReportRowsQuery,
    response: { 200: ReportRows, ...errors(400, 401, 403, 404, 500) },
  }),
  getReportChart: defineCall({
    operationId: 'getReportChart',
    method: 'GET',
    path: '/reports/{reportId}/chart',
    summary: 'Get the chart figures of a report for the given filters (extension)',
    tags: ['reports'],
    auth: 'required',
    params: ReportIdParams,
    querystring: ReportChartQuery,
    response: { 200: ReportChart, ...errors(400, 401, 403, 404, 500) },
  }),
} as const;
