import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installApiDouble } from '@lingua/core/test/api-double';
import { renderWithLingua } from '@lingua/core/test/render';
import { emptyQualityStats, qualityRoutes } from '../fixtures/dashboard-fixtures.ts';
import { DashboardQuality } from './dashboard-quality.tsx';

let restore: (() => void) | undefined;
afterEach(() => restore?.());

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);

describe('the quality view', () => {
  it('shows the key figures, each group with its verdict counts and mean score, open issues by type and the time to redelivery', async () => {
    restore = installApiDouble(qualityRoutes()).restore;
    renderWithLingua(<DashboardQuality />);
    expect(await screen.findByTestId('quality-meanScore')).toHaveTextContent('91.37');
    expect(screen.getByTestId('quality-pass')).toHaveTextContent('9');
    expect(screen.getByTestId('quality-fail')).toHaveTextContent('3');
    expect(screen.getByTestId('quality-inconclusive')).toHaveTextContent('2');
    expect(screen.getByTestId('quality-openIssues')).toHaveTextContent('10');
    expect(screen.getByTestId('quality-redelivery')).toHaveTextContent('10.5 h');
    const companies = screen.getByRole('table', { name: 'By company' });
    expect(cells(within(companies).getAllByRole('row')[1]!)).toEqual(['Acme Health', '10', '6', '2', '2', '89.90']);
    const engines = screen.getByRole('table', { name: 'By engine' });
    expect(within(engines).getByRole('rowheader', { name: 'No engine (human translation)' })).toBeVisible();
    const months = screen.getByRole('table', { name: 'By month' });
    expect(within(months).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Jan 2026', 'Feb 2026', 'Mar 2026']);
    expect(cells(within(screen.getByRole('table', { name: 'Open issues by type' })).getAllByRole('row')[2]!)).toEqual(['Accuracy – mistranslation', '3']);
    expect(screen.getByTestId('quality-redelivery-times')).toHaveTextContent('Median: 10.5 h · Mean: 16.8 h');
    expect(screen.getByText('Redelivered: 4; waiting: 1')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Mean score per month' })).toBeVisible();
  });

  it('asks for the period chosen', async () => {
    const double = installApiDouble(qualityRoutes());
    restore = double.restore;
    renderWithLingua(<DashboardQuality />);
    await screen.findByTestId('quality-meanScore');
    expect(double.calls.at(-1)!.url.searchParams.get('months')).toBe('12');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 3 months');
    await waitFor(() => expect(double.calls.at(-1)!.url.searchParams.get('months')).toBe('3'));
  });

  it('says so when the period holds nothing, and shows the dashboard failure message on an error', async () => {
    restore = installApiDouble(qualityRoutes({ body: emptyQualityStats })).restore;
    const { unmount } = renderWithLingua(<DashboardQuality />);
    expect(await screen.findByText('No file was scored and no change was requested in this period.')).toBeVisible();
    unmount();
    restore();
    restore = installApiDouble(qualityRoutes({ status: 500, body: { message: 'x' } })).restore;
    renderWithLingua(<DashboardQuality />);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
  });
});
