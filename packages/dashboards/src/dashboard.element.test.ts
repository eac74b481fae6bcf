// <lingua-dashboard> through the shared element suite.
import { expect } from 'vitest';
import { within } from '@testing-library/react';
import { describeElement } from '@lingua/core/test/element-suite';
import { routesFromTable } from '@lingua/core/test/fetch-double';
import { adminClaims } from '@lingua/core/test/fake-identity';
import { resetPage } from '@lingua/core/test/reset';
import { detailRoutes, overviewRoutes } from './fixtures/dashboard-fixtures.ts';
import { register } from './dashboard.element.ts';

describeElement({
  tag: 'lingua-dashboard',
  register,
  setup: () => {
    resetPage().claims = adminClaims;
  },
  routes: routesFromTable({ ...overviewRoutes(), ...detailRoutes() }),
  attributes: { view: 'overview', name: 'Maria Lopez', 'person-id': '1', 'project-system-url': 'https://pm.example/{kind}s/{id}' },
  rendered: async (view) => {
    // view="overview": the overview with its tables (a detail view would show one table of one person).
    expect(await view.findByRole('heading', { level: 1, name: 'Performance dashboard' })).toBeInTheDocument();
    expect(await view.findByRole('table', { name: 'Healthcare' })).toBeInTheDocument();
  },
  events: {
    'lingua-navigate': {
      trigger: async (view, user) => user.click(within(await view.findByRole('table', { name: 'Healthcare' })).getByRole('link', { name: 'Kenji Sato' })),
      detail: { path: '/pmdetails/Kenji%20Sato/2' },
    },
  },
});
