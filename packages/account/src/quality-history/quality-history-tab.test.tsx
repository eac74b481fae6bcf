// A client admin's quality history (decision 187): the chart of the language with the most scores and its sentence,
// every language and month in the table, another language chosen, the period sent as the call's query, and the
// empty and failed answers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, clientAdmin, renderWithLingua, reply, startPage } from '@lingua/core/test/page-double';
import { qualityHistory } from '../story-fixtures/quality-history.ts';
import { languagesOf, monthsOf } from './history-rows.ts';
import { QualityHistoryTab } from './quality-history-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const account = { username: 'u', email: 'client@acme-health.example', roles: ['CLIENT'], applications: [], isFederatedSsoAccount: false, clientConfig: { clientId: '1', companyName: 'Acme Health', status: 'ACTIVE', isOrgManagementEnabled: true } };
const HISTORY = 'GET /clientConfigs/1/qualityHistory';

describe('quality history tab', () => {
  it('charts the language with the most scores and lists every language and month', async () => {
    startPage(clientAdmin);
    answerApi({ 'GET /userAccount': account, [HISTORY]: qualityHistory });
    renderWithLingua(<QualityHistoryTab />);
    const table = await screen.findByRole('table', { name: 'Scores per language and month' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect([...rows[1]!.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['Jan 2026', 'Spanish', '4', '91.40', '3', '1', '0']);
    expect(screen.getByRole('heading', { name: 'Mean score per month, Spanish' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Mean score of Spanish per month: Jan 2026: 91.40, Feb 2026: 95.12, Mar 2026: 96.25.' })).toBeVisible();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'French');
    expect(screen.getByRole('img', { name: 'Mean score of French per month: Feb 2026: 97.50, Mar 2026: 84.00.' })).toBeVisible();
  });

  it('asks for the period chosen', async () => {
    startPage(clientAdmin);
    const calls = answerApi({ 'GET /userAccount': account, [HISTORY]: qualityHistory });
    renderWithLingua(<QualityHistoryTab />);
    await screen.findByRole('table');
    expect(calls.filter((c) => c.path === '/clientConfigs/1/qualityHistory').at(-1)?.query).toMatchObject({ months: '12' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 24 months');
    await vi.waitFor(() => expect(calls.filter((c) => c.path === '/clientConfigs/1/qualityHistory').at(-1)?.query).toMatchObject({ months: '24' }));
  });

  it('says when nothing was scored, and when the history could not be read', async () => {
    startPage(clientAdmin);
    answerApi({ 'GET /userAccount': account, [HISTORY]: { since: qualityHistory.since, rows: [] } });
    const { unmount } = renderWithLingua(<QualityHistoryTab />);
    expect(await screen.findByText(/No file of your company was scored in this period/)).toBeVisible();
    unmount();
    answerApi({ 'GET /userAccount': account, [HISTORY]: reply(500, { message: 'x' }) });
    renderWithLingua(<QualityHistoryTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your quality history.');
  });

  it('orders languages by their scores and keeps months without a mean out of the chart', () => {
    expect(languagesOf(qualityHistory.rows).map((l) => [l.id, l.scores])).toEqual([['esn', 12], ['fra', 3]]);
    expect(monthsOf([{ ...qualityHistory.rows[0]!, meanScore: null }, qualityHistory.rows[2]!], 'esn')).toEqual([{ month: '2026-02', meanScore: 95.12 }]);
  });
});
