import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPortal } from '../../fixtures/index.ts';
import { HomePage } from './home-page.tsx';
import { visibleToolCards } from './tool-cards.ts';

function serveAccount(applications: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ loginName: 'x', email: 'x@example.com', roles: [], applications }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
}

async function cardTitles(): Promise<string[]> {
  const list = await screen.findByRole('list');
  return within(list)
    .getAllByRole('link')
    .map((a) => a.querySelector('p')?.textContent ?? '');
}

afterEach(() => vi.unstubAllGlobals());

describe('HomePage', () => {
  it('welcomes visitors with Sign in and Request quote', async () => {
    renderPortal(<HomePage />, { session: 'signedOut' });
    expect(await screen.findByRole('heading', { level: 1, name: /professional translation/i })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('link', { name: /request quote/i })).toHaveAttribute('href', '/createProject');
  });

  it('shows a client the client tools their applications allow', async () => {
    serveAccount(['reports', 'machineTranslation']);
    renderPortal(<HomePage />, { session: 'client' });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Alice' })).toBeVisible();
    const titles = await cardTitles();
    expect(titles).toEqual(expect.arrayContaining(['Request a translation', 'AI translation', 'Reports', 'Quick translation', 'Help and FAQ']));
    expect(titles).not.toContain('Procurement requests');
    expect(titles).not.toContain('Performance dashboard');
    expect(screen.getByRole('link', { name: /ai translation/i })).toHaveAttribute('href', '/machineTranslation');
  });

  it('hides guarded tools without their application', async () => {
    serveAccount([]);
    renderPortal(<HomePage />, { session: 'clientEmployee' });
    const titles = await cardTitles();
    expect(titles).not.toContain('AI translation');
    expect(titles).not.toContain('Reports');
    expect(titles).toContain('Request a translation');
  });

  it('adds the DASHBOARD card for a staff role', async () => {
    serveAccount([]);
    renderPortal(<HomePage />, { session: 'staff' });
    expect(await screen.findByRole('link', { name: /performance dashboard/i })).toHaveAttribute('href', '/DASHBOARD');
    expect(await cardTitles()).not.toContain('Reports');
  });

  it('opens external tools in a new tab only when the deployment links them', async () => {
    serveAccount([]);
    renderPortal(<HomePage links={{ invoices: 'https://billing.example/invoices' }} />, { session: 'client' });
    const invoices = await screen.findByRole('link', { name: /invoices.*opens in a new tab/i });
    expect(invoices).toHaveAttribute('href', 'https://billing.example/invoices');
    expect(invoices).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: /interpreting services/i })).not.toBeInTheDocument();
  });
});

describe('project-system dashboard card (spec 2 §2, §7)', () => {
  it('fetches the authUrl from the configured endpoint at the click and opens it in a new tab', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === 'https://xtrf.example/portal-link'
        ? Response.json({ authUrl: 'https://xtrf.example/dashboard?ticket=abc' })
        : Response.json({ loginName: 'x', email: 'x@example.com', roles: [], applications: [] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderPortal(<HomePage links={{ xtrfDashboard: 'https://xtrf.example/portal-link' }} />, { session: 'client' });
    const card = await screen.findByRole('button', { name: /project dashboard.*opens in a new tab/i });
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('https://xtrf.example'))).toBe(false);
    card.click();
    await vi.waitFor(() => expect(tab.location.href).toBe('https://xtrf.example/dashboard?ticket=abc'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    open.mockRestore();
  });
});

describe('visibleToolCards', () => {
  it('gives roles outside both lists only the general tools', () => {
    const ids = visibleToolCards({ roles: ['LINGUIST'], applications: ['reports'] }).map((c) => c.id);
    expect(ids).toEqual(['createProject', 'quickTranslation', 'languageLineConnect', 'websiteProxy', 'connector', 'consoleHelp']);
  });

  it('puts DASHBOARD first for every role of the dashboard list', () => {
    for (const role of ['CLIENT_MANAGER', 'DESKTOP_PUBLISHER', 'ADMIN', 'ENGINEER', 'PROJECT_COORDINATOR', 'QA', 'QUOTER', 'POWER_USER']) {
      expect(visibleToolCards({ roles: [role], applications: [] })[0]?.id).toBe('DASHBOARD');
    }
    expect(visibleToolCards({ roles: ['EXECUTIVE'], applications: [] }).map((c) => c.id)).not.toContain('DASHBOARD');
  });
});
