import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrganizationGate, OrganizationSelection } from './organization-selection.tsx';
import { answerApi, clientAdmin, renderWithLingua, reply, startPage } from '@lingua/core/test/page-double';

afterEach(() => vi.unstubAllGlobals());

const employee = { ...clientAdmin, email: 'bob@acme-health.example', username: 'bob@acme-health.example', roles: ['CLIENT_EMPLOYEE'] };
const noConfig = { username: 'bob', email: 'bob@acme-health.example', roles: ['CLIENT_EMPLOYEE'], applications: [], isFederatedSsoAccount: false, clientConfig: null };

describe('Organisation selection', { timeout: 20_000 }, () => {
  it('lists the linked ACTIVE clients and assigns the chosen one, then re-reads the account', async () => {
    startPage(employee);
    let assigned = false;
    const calls = answerApi({
      'GET /userAccount': () => ({ status: 200, body: assigned ? { ...noConfig, clientConfig: { clientId: '2', companyName: 'Acme Labs', status: 'ACTIVE' } } : noConfig }),
      'GET /userAccount/linkedClients': [
        { clientId: '1', clientName: 'Acme Health', status: 'ACTIVE' },
        { clientId: '2', clientName: 'Acme Labs', status: 'ACTIVE' },
        { clientId: '3', clientName: 'Acme Legacy', status: 'INACTIVE' },
      ],
      'POST /userAccount/actions/assignClient': () => {
        assigned = true;
        return { status: 204 };
      },
    });
    renderWithLingua(
      <OrganizationGate onCancel={() => {}}>
        <p>Tool cards</p>
      </OrganizationGate>,
    );
    expect(await screen.findByRole('heading', { name: 'Select your organization' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Acme Health' })).toBeInTheDocument();
    expect(screen.queryByText('Acme Legacy')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Acme Labs' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Tool cards')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ clientId: '2' });
  });

  it('assigns a single domain match straight away', async () => {
    startPage(employee);
    const calls = answerApi({
      'GET /userAccount/linkedClients': [],
      'GET /clientConfigs': [{ clientId: '1', companyName: 'Acme Health', status: 'ACTIVE' }],
      'POST /userAccount/actions/assignClient': reply(204),
    });
    const onAssigned = vi.fn();
    renderWithLingua(<OrganizationSelection onCancel={() => {}} onAssigned={onAssigned} />);
    await waitFor(() => expect(onAssigned).toHaveBeenCalledWith('1'));
    expect(calls.find((c) => c.path === '/clientConfigs')?.query).toEqual({ emailDomain: 'acme-health.example' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('Cancel leaves without assigning', async () => {
    startPage(employee);
    const calls = answerApi({
      'GET /userAccount/linkedClients': [
        { clientId: '1', clientName: 'Acme Health', status: 'ACTIVE' },
        { clientId: '2', clientName: 'Acme Labs', status: 'ACTIVE' },
      ],
    });
    const onCancel = vi.fn();
    renderWithLingua(<OrganizationSelection onCancel={onCancel} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('is not shown to a client user who has a client configuration', async () => {
    startPage(employee);
    answerApi({ 'GET /userAccount': { ...noConfig, clientConfig: { clientId: '1', companyName: 'Acme Health', status: 'ACTIVE' } } });
    renderWithLingua(
      <OrganizationGate onCancel={() => {}}>
        <p>Tool cards</p>
      </OrganizationGate>,
    );
    expect(await screen.findByText('Tool cards')).toBeInTheDocument();
  });
});
