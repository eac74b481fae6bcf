import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPortal } from '../../fixtures/index.ts';
import { RequireStaff } from './require-staff.tsx';

const routes = [
  { path: '/', element: <p>Home page</p> },
  {
    path: '/DASHBOARD',
    element: (
      <RequireStaff>
        <h1>Performance dashboard</h1>
      </RequireStaff>
    ),
  },
];

describe('RequireStaff', () => {
  it('shows the dashboard to a staff role', async () => {
    renderPortal(null, { session: 'staff', path: '/DASHBOARD', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Performance dashboard' })).toBeVisible();
  });

  it('redirects everyone else to /', async () => {
    renderPortal(null, { session: 'client', path: '/DASHBOARD', routes });
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Performance dashboard' })).not.toBeInTheDocument();
  });
});
