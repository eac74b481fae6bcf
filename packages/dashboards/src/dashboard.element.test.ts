// <lingua-dashboard> through the shared element suite.
import { afterEach, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { WIDGET_ROOT_CLASS } from '@lingua/core';
import { describeElement } from '@lingua/core/test/element-suite';
import { installFetchDouble, routesFromTable } from '@lingua/core/test/fetch-double';
import { adminClaims } from '@lingua/core/test/fake-identity';
import { resetPage } from '@lingua/core/test/reset';
import { detailRoutes, overviewRoutes, qualityRoutes } from './fixtures/dashboard-fixtures.ts';
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

afterEach(() => {
  document.body.innerHTML = '';
});

it('shows the quality view for view="quality"', async () => {
  resetPage().claims = adminClaims;
  register();
  const api = installFetchDouble(routesFromTable({ ...overviewRoutes(), ...qualityRoutes() }));
  try {
    const element = document.createElement('lingua-dashboard');
    element.setAttribute('view', 'quality');
    document.body.appendChild(element);
    const root = await waitFor(() => {
      const found = element.shadowRoot?.querySelector<HTMLElement>(`.${WIDGET_ROOT_CLASS}`);
      if (!found) throw new Error('nothing rendered yet');
      return found;
    });
    const view = within(root);
    expect(await view.findByRole('heading', { level: 1, name: 'Quality' })).toBeInTheDocument();
    expect(await view.findByRole('table', { name: 'By company' })).toBeInTheDocument();
  } finally {
    api.restore();
  }
}, 30_000);
