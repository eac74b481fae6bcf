// <lingua-reports> through the shared element suite.
import { afterEach, expect, vi } from 'vitest';
import { describeElement } from '@lingua/core/test/element-suite';
import { routesFromTable } from '@lingua/core/test/fetch-double';
import { clientClaims } from '@lingua/core/test/fake-identity';
import { resetPage } from '@lingua/core/test/reset';
import { projectReport, quoteReport, reportRoutes } from '../fixtures/reports-fixtures.ts';
import { register } from './reports.element.ts';

afterEach(() => vi.restoreAllMocks());

const routes = routesFromTable({ ...reportRoutes(quoteReport), ...reportRoutes(projectReport, { total: 42 }) });

describeElement({
  tag: 'lingua-reports',
  register,
  setup: () => {
    resetPage().claims = clientClaims;
  },
  routes,
  attributes: { 'report-id': '' },
  rendered: async (view) => {
    // An empty report-id: the grouped list.
    expect(await view.findByRole('link', { name: projectReport.name })).toBeInTheDocument();
  },
  events: {
    'lingua-report-opened': {
      trigger: async (view, user) => user.click(await view.findByRole('link', { name: projectReport.name })),
      detail: { reportId: projectReport.id },
    },
    'lingua-exported': {
      attributes: { 'report-id': projectReport.id },
      trigger: async (view, user) => {
        // jsdom has no downloads: the file is made (a Blob URL) and its link clicked, both recorded here.
        URL.createObjectURL = vi.fn(() => 'blob:report');
        URL.revokeObjectURL = vi.fn();
        vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
        await view.findByText('42 rows');
        await user.click(view.getByRole('button', { name: 'Export' }));
        // Menu items keep their transition styles under jsdom, so they count as hidden to role queries.
        await user.click(await view.findByRole('menuitem', { name: 'CSV (spreadsheet)', hidden: true }));
      },
      detail: { reportId: projectReport.id, fileName: expect.stringMatching(/^Projects-\d{8}-\d{6}\.csv$/), format: 'csv', rows: 42 },
    },
    'lingua-home': {
      attributes: { 'report-id': projectReport.id },
      trigger: async (view, user) => user.click(await view.findByRole('link', { name: 'Home' })),
      detail: null,
    },
  },
});
