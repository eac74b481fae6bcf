import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setClock } from '@lingua/core';
import { installApiDouble } from '@lingua/core/test/api-double';
import { detailRoutes, FIXTURE_NOW } from '../fixtures/dashboard-fixtures.ts';
import { renderWithLingua } from '@lingua/core/test/render';
import { DashboardDetail } from './dashboard-detail.tsx';

let restore: () => void;
beforeEach(() => {
  restore = installApiDouble(detailRoutes()).restore;
  setClock({ now: () => FIXTURE_NOW, setTimeout: (f: () => void, ms: number) => setTimeout(f, ms), clearTimeout: (h: unknown) => clearTimeout(h as number) });
});
afterEach(() => {
  restore();
  setClock();
});

const TEMPLATE = 'https://pm.example/{kind}s/{id}';
const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((h) => h.textContent);

describe('dashboard detail pages', () => {
  it('lists a project manager’s projects with the default columns, Rush bold red upper case, a Home breadcrumb and links out', async () => {
    renderWithLingua(<DashboardDetail view="pmdetails" name="Maria Lopez" id="1" projectSystemUrl={TEMPLATE} />);
    const table = await screen.findByRole('table');
    expect(headers(table)).toEqual(['Project ID', 'Start date', 'Deadline', 'Name', 'Client', 'Languages', 'Total agreed', 'Standard / Rush']);
    expect(screen.getByRole('heading', { level: 1, name: 'Projects of Maria Lopez' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const rows = within(table).getAllByRole('row');
    const first = within(rows[1]!).getAllByRole('cell').map((c) => c.textContent);
    expect(first.slice(0, 8)).toEqual(['P-2026-30012', '03-06-26 9:15:00 AM', '2026-03-09', 'Patient letters 4', 'Acme Health', 'English > Spanish, French', '1,450.50', 'Rush']);
    const rush = within(rows[1]!).getByText('Rush');
    expect(rush).toHaveAttribute('data-rush', 'true');
    expect(rush).toHaveStyle({ textTransform: 'uppercase', fontWeight: '700' });
    expect(within(rows[2]!).getByText('Standard')).not.toHaveAttribute('data-rush');
    expect(within(table).getByRole('link', { name: 'P-2026-30012' })).toHaveAttribute('href', 'https://pm.example/projects/30012');
  });

  it('adds past due, job status and the group to the past-due page', async () => {
    renderWithLingua(<DashboardDetail view="pastdue" name="Maria Lopez" id="1" />);
    const table = await screen.findByRole('table');
    expect(headers(table).slice(8)).toEqual(['Past due', 'Job status', 'Group name', 'Group ID']);
    expect(within(table).getByText('1 d 18 h')).toBeVisible();
    expect(within(table).getByText('G-HEA-101')).toBeVisible();
    // Without a link template the ids are plain text.
    expect(within(table).queryByRole('link')).toBeNull();
  });

  it('shows the QA columns with the long date format', async () => {
    renderWithLingua(<DashboardDetail view="qadetails" name="Hannah Kim" id="8" projectSystemUrl={TEMPLATE} />);
    const table = await screen.findByRole('table');
    expect(headers(table)).toEqual(['Project number', 'Assigned to', 'Job ID', 'Job start', 'Manager', 'Languages', 'Client', 'Deadline', 'Job status', 'QA type', 'Group name', 'Group ID']);
    expect(within(table).getByText('Mar 09, 2026 08:30:00')).toBeVisible();
    expect(within(table).getByRole('link', { name: '154' })).toHaveAttribute('href', 'https://pm.example/jobs/77');
  });

  it('marks completed quotes 24 hours or more old in red, and only on the completed page', async () => {
    const { unmount } = renderWithLingua(<DashboardDetail view="completedquotes" name="Tom Becker" id="5" projectSystemUrl={TEMPLATE} />);
    const table = await screen.findByRole('table');
    const old = within(table).getByText('Mar 08, 2026 10:00:00');
    expect(old).toHaveAttribute('data-stale', 'true');
    expect(within(table).getByText('Mar 10, 2026 09:30:00')).not.toHaveAttribute('data-stale');
    expect(within(table).getByRole('link', { name: 'Q-2026-30101' })).toHaveAttribute('href', 'https://pm.example/quotes/30101');
    unmount();
    renderWithLingua(<DashboardDetail view="currentquotes" name="Lucia Rossi" id="6" />);
    expect(within(await screen.findByRole('table')).getByText('Mar 08, 2026 10:00:00')).not.toHaveAttribute('data-stale');
  });

  it('uses the unassigned call for /currentquotes/:name/null and names the page Unassigned', async () => {
    renderWithLingua(<DashboardDetail view="currentquotes" name="whatever" id="null" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Current quotes without a coordinator' })).toBeVisible();
    expect(await screen.findByText('Q-2026-30102')).toBeVisible();
  });

  it('says so when an unassigned coordinator has no completed quotes', async () => {
    renderWithLingua(<DashboardDetail view="completedquotes" name="Unassigned" id="null" />);
    expect(await screen.findByText('Nothing to show right now.')).toBeVisible();
  });

  it('shows the dashboard failure message when the call fails', async () => {
    restore();
    restore = installApiDouble(detailRoutes({ status: 403, body: { message: 'Forbidden' } })).restore;
    renderWithLingua(<DashboardDetail view="pmdetails" name="Maria Lopez" id="1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
  });
});
