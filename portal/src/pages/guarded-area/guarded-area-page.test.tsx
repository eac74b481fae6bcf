import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPortal } from '../../fixtures/index.ts';
import { GuardedAreaPage } from './guarded-area-page.tsx';
import { GUARDED_AREAS } from './guarded-areas.ts';

const reports = GUARDED_AREAS.find((a) => a.id === 'reports')!;

function serveAccount(applications: string[]) {
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ loginName: 'x', email: 'x@example.com', roles: [], applications })));
}

afterEach(() => vi.unstubAllGlobals());

describe('GuardedAreaPage', () => {
  it('tells a role the area does not allow that access is restricted', async () => {
    renderPortal(<GuardedAreaPage area={reports} />, { session: 'linguist', path: '/reports' });
    expect(await screen.findByText('Access to this page is restricted.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Reports' })).not.toBeInTheDocument();
  });

  it('tells a client without the application that it is disabled', async () => {
    serveAccount(['coupa']);
    renderPortal(<GuardedAreaPage area={reports} />, { session: 'client', path: '/reports' });
    expect(await screen.findByText('Access to this application is disabled for your account.')).toBeVisible();
  });

  it('lets a client with the application in', async () => {
    serveAccount(['reports']);
    renderPortal(<GuardedAreaPage area={reports} />, { session: 'client', path: '/reports' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  });
});
