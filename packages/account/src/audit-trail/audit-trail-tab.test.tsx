// The company admin's Audit trail tab (decision 182): the company's events, the filters sent to the server as the
// call's query (the "Until" day included), paging, and an empty answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, clientAdmin, renderWithLingua, startPage } from '@lingua/core/test/page-double';
import { auditEvents } from '../story-fixtures/audit-events.ts';
import { AuditTrailTab } from './audit-trail-tab.tsx';
import { auditQuery } from './use-audit-trail.ts';

afterEach(() => vi.unstubAllGlobals());

const account = { username: 'u', email: 'client@acme-health.example', roles: ['CLIENT'], applications: [], isFederatedSsoAccount: false, clientConfig: { clientId: '1', companyName: 'Acme Health', status: 'ACTIVE', isOrgManagementEnabled: true } };

describe('Audit trail tab', () => {
  it("shows the company's events with who, what, through which channel", async () => {
    startPage(clientAdmin);
    answerApi({ 'GET /userAccount': account, 'GET /clientConfigs/1/auditEvents': { items: auditEvents, totalItems: 10 } });
    renderWithLingua(<AuditTrailTab />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[3]).toHaveTextContent('File downloaded');
    expect(rows[3]).toHaveTextContent('API key');
    expect(rows[5]).toHaveTextContent('acting as employee@acme-health.example');
    expect(screen.getByText('10 events')).toBeInTheDocument();
  });

  it('sends the filters as the query and starts again at page 1', async () => {
    startPage(clientAdmin);
    const calls = answerApi({ 'GET /userAccount': account, 'GET /clientConfigs/1/auditEvents': { items: [], totalItems: 0 } });
    renderWithLingua(<AuditTrailTab />);
    expect(await screen.findByText('No events match these filters.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Person/ }), 'employee');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.path === '/clientConfigs/1/auditEvents').at(-1)?.query).toMatchObject({ person: 'employee', page: '1' }));
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('includes the whole last day of a date range', () => {
    expect(auditQuery({ event: 'file.download', person: ' bob ', from: '2026-12-01', to: '2026-12-07' })).toEqual({ event: 'file.download', person: 'bob', from: '2026-12-01T00:00:00.000Z', to: '2026-12-08T00:00:00.000Z' });
  });
});
