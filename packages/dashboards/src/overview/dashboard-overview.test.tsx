import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installApiDouble } from '@lingua/core/test/api-double';
import { emptyOverviewRoutes, overviewRoutes } from '../fixtures/dashboard-fixtures.ts';
import { renderWithLingua } from '@lingua/core/test/render';
import { ACCORDION_STORAGE_KEY, readExpanded } from './accordion-state.ts';
import { DashboardOverview } from './dashboard-overview.tsx';

let restore: () => void;
afterEach(() => restore?.());
beforeEach(() => window.sessionStorage.clear());

const control = (name: string) => screen.getByRole('button', { name });

describe('dashboard overview', () => {
  it('shows the key figures and opens the first group on a first visit', async () => {
    restore = installApiDouble(overviewRoutes()).restore;
    renderWithLingua(<DashboardOverview />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Performance dashboard' })).toBeVisible();
    // Five verticals with 11 open projects each; Maria Lopez has 2 past due: 53 of 55 on time.
    await waitFor(() => expect(screen.getByTestId('kpi-onTimeRate')).toHaveTextContent('96%'));
    expect(screen.getByTestId('kpi-pastDue')).toHaveTextContent('2');
    expect(screen.getByTestId('kpi-dueToday')).toHaveTextContent('2');
    expect(screen.getByTestId('kpi-quotesWaiting')).toHaveTextContent('9');
    expect(screen.getByTestId('kpi-qaJobsOpen')).toHaveTextContent('9');
    expect(control('Starts by vertical')).toHaveAttribute('aria-expanded', 'true');
    expect(control('QA')).toHaveAttribute('aria-expanded', 'false');
    const healthcare = await screen.findByRole('table', { name: 'Healthcare' });
    const link = within(healthcare).getByRole('link', { name: 'Maria Lopez' });
    expect(link).toHaveAttribute('href', '/pmdetails/Maria%20Lopez/1');
    expect(within(healthcare).getByRole('link', { name: 'Unassigned' })).toHaveAttribute('href', '/pmdetails/Unassigned/null');
  });

  it('keeps the expansion state for the session: it survives a reload, not a new session', async () => {
    restore = installApiDouble(overviewRoutes()).restore;
    const user = userEvent.setup();
    const first = renderWithLingua(<DashboardOverview />);
    await user.click(control('QA'));
    await user.click(control('Front-of-house coordinator'));
    expect(JSON.parse(window.sessionStorage.getItem(ACCORDION_STORAGE_KEY)!)).toEqual(['starts', 'qa', 'coordinators']);
    first.unmount();

    // A reload: the same session storage, a new page.
    const second = renderWithLingua(<DashboardOverview />);
    expect(control('QA')).toHaveAttribute('aria-expanded', 'true');
    expect(control('Front-of-house coordinator')).toHaveAttribute('aria-expanded', 'true');
    expect(control('Project manager / supervisor')).toHaveAttribute('aria-expanded', 'false');
    second.unmount();

    // A new browser session starts with empty session storage: back to the first visit.
    window.sessionStorage.clear();
    renderWithLingua(<DashboardOverview />);
    expect(control('QA')).toHaveAttribute('aria-expanded', 'false');
    expect(control('Starts by vertical')).toHaveAttribute('aria-expanded', 'true');
    // Three full renders of the overview: more than the default five seconds on a busy machine.
  }, 30_000);

  it('collapses every group at once, and remembers that', async () => {
    restore = installApiDouble(overviewRoutes()).restore;
    const user = userEvent.setup();
    renderWithLingua(<DashboardOverview />);
    await user.click(control('QA'));
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    for (const name of ['Starts by vertical', 'Project manager / supervisor', 'QA', 'Front of house', 'Front-of-house coordinator'])
      expect(control(name)).toHaveAttribute('aria-expanded', 'false');
    expect(readExpanded()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Collapse all' })).toBeDisabled();
  });

  it('ignores a damaged stored state', () => {
    window.sessionStorage.setItem(ACCORDION_STORAGE_KEY, '{not json');
    expect(readExpanded()).toEqual(['starts']);
    window.sessionStorage.setItem(ACCORDION_STORAGE_KEY, '["qa","bogus"]');
    expect(readExpanded()).toEqual(['qa']);
  });

  it('shows the dashboard failure message of spec 1 §8 when a call fails', async () => {
    restore = installApiDouble(overviewRoutes({ status: 500, body: { message: 'Internal Server Error' } })).restore;
    renderWithLingua(<DashboardOverview />);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
  });

  it('says so when there is nothing to show', async () => {
    restore = installApiDouble(emptyOverviewRoutes()).restore;
    renderWithLingua(<DashboardOverview />);
    await waitFor(() => expect(screen.getByTestId('kpi-onTimeRate')).toHaveTextContent('n/a'));
    expect(within(await screen.findByRole('table', { name: 'Healthcare' })).getByText('Nothing to show right now.')).toBeVisible();
  });

  it('follows its links through the host', async () => {
    restore = installApiDouble(overviewRoutes()).restore;
    const onNavigate = vi.fn();
    const user = userEvent.setup();
    renderWithLingua(<DashboardOverview onNavigate={onNavigate} />);
    const healthcare = await screen.findByRole('table', { name: 'Healthcare' });
    await user.click(within(healthcare).getByRole('link', { name: 'Kenji Sato' }));
    expect(onNavigate).toHaveBeenCalledWith('/pmdetails/Kenji%20Sato/2');
  });
});
