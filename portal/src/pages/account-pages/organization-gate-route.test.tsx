import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '../../fixtures/index.ts';
import { OrganizationGateRoute } from './organization-gate-route.tsx';

afterEach(() => vi.unstubAllGlobals());

const noConfig = { loginName: 'employee@acme-health.example', email: 'employee@acme-health.example', roles: ['CLIENT_EMPLOYEE'], applications: [], isFederatedSsoAccount: false, clientConfig: null };
const linked = [
  { clientId: '1', clientName: 'Acme Health', status: 'ACTIVE' },
  { clientId: '2', clientName: 'Acme Labs', status: 'ACTIVE' },
];

describe('OrganizationGateRoute (spec 2 §2)', () => {
  it('goes to / on one Cancel from /createProject, without asking again there', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => Response.json(String(input).includes('/linkedClients') ? linked : noConfig)),
    );
    renderPortal(null, {
      session: 'clientEmployee',
      path: '/createProject',
      routes: [
        { path: '/', element: <OrganizationGateRoute><p>Tool cards</p></OrganizationGateRoute> },
        // Inside another element, as the portal's CreateProjectRoute: each page has a gate of its own.
        { path: '/createProject', element: <div><OrganizationGateRoute><p>Project form</p></OrganizationGateRoute></div> },
      ],
    });
    expect(await screen.findByRole('radio', { name: 'Acme Labs' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Tool cards')).toBeInTheDocument();
    // The gate of / has the account too: it would ask again at once.
    await expect(screen.findByRole('heading', { name: 'Select your organization' }, { timeout: 500 })).rejects.toThrow();
    expect(screen.getByText('Tool cards')).toBeVisible();
  });
});
