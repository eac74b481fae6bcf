// The company admin's Files tab (decision 183): the setting as the server has it, the body saved, the deletion by
// date confirmed with both choices, the receipt's summary, and the receipts' signed links.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, clientAdmin, renderWithLingua, reply, startPage } from '@lingua/core/test/page-double';
import { deletionReceipts } from '../story-fixtures/deletion-receipts.ts';
import { FilesTab } from './files-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const account = {
  username: 'u',
  email: 'client@acme-health.example',
  roles: ['CLIENT'],
  applications: [],
  isFederatedSsoAccount: false,
  clientConfig: { clientId: '1', companyName: 'Acme Health', status: 'ACTIVE', isOrgManagementEnabled: true },
};
const off = { clientId: '1', fileRetentionDays: null, providerMaximumDays: null, effectiveDays: null };
const routes = (over: Record<string, unknown> = {}) => ({
  'GET /userAccount': account,
  'GET /clientConfigs/1/retention': off,
  'GET /clientConfigs/1/deletionReceipts': { items: [] },
  ...over,
});

describe('Files tab', () => {
  it('saves "keep 30 days" as the number of days', async () => {
    startPage(clientAdmin);
    const calls = answerApi(
      routes({ 'PUT /clientConfigs/1/retention': { ...off, fileRetentionDays: 30, effectiveDays: 30 } }),
    );
    renderWithLingua(<FilesTab />);
    expect(await screen.findByRole('radio', { name: 'Keep files until someone deletes them' })).toBeChecked();
    expect(await screen.findByText('No files have been deleted yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /number of days/ }));
    const days = screen.getByRole('textbox', { name: /Days after a request ends/ });
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ fileRetentionDays: 30 });
  });

  it("shows the provider's maximum and saves off as null", async () => {
    startPage(clientAdmin);
    const calls = answerApi(
      routes({
        'GET /clientConfigs/1/retention': {
          clientId: '1',
          fileRetentionDays: 60,
          providerMaximumDays: 90,
          effectiveDays: 60,
        },
        'PUT /clientConfigs/1/retention': { ...off, providerMaximumDays: 90, effectiveDays: 90 },
      }),
    );
    renderWithLingua(<FilesTab />);
    expect(await screen.findByRole('textbox', { name: /Days after a request ends/ })).toHaveValue('60');
    expect(screen.getByText(/at most 90 days/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Keep files until someone deletes them' }));
    expect(
      screen.getByText(/deleted 90 days after a request ends, the most your provider keeps them/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ fileRetentionDays: null }),
    );
  });

  it("shows the server's refusal of a save", async () => {
    startPage(clientAdmin);
    answerApi(
      routes({
        'PUT /clientConfigs/1/retention': reply(403, { message: 'Only a client admin may change retention' }),
      }),
    );
    renderWithLingua(<FilesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Only a client admin may change retention/)).toBeInTheDocument();
  });

  it('deletes by date after the confirmation, with the choices ticked, and shows the receipt', async () => {
    startPage(clientAdmin);
    const receipt = {
      ...deletionReceipts[1]!,
      requestedBy: 'client@acme-health.example',
      completedAt: '2026-12-07T09:01:00.000Z',
    };
    const calls = answerApi(routes({ 'POST /clientConfigs/1/actions/deleteFiles': receipt }));
    renderWithLingua(<FilesTab />);
    const button = await screen.findByRole('button', {
      name: 'Delete the files of requests that ended before a date',
    });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Requests that ended before'), '2026-07-01');
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete the files of requests that ended before Jul 1, 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete files?' });
    expect(within(dialog).getByRole('checkbox', { name: /translation memory/ })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /glossaries/ })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /translation memory/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete files' }));
    expect(
      await screen.findByText(
        /36 files \(1\.1 MB\) deleted on Dec 7, 2026, .* by client@acme-health\.example\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Translation memory units deleted: 240.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      endedBefore: '2026-07-01T00:00:00.000Z',
      deleteTranslationMemory: true,
      deleteGlossary: false,
    });
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.path === '/clientConfigs/1/deletionReceipts')).toHaveLength(2),
    );
  });

  it('lists the receipts and downloads one through its signed link', async () => {
    startPage(clientAdmin);
    const calls = answerApi(
      routes({
        'GET /clientConfigs/1/deletionReceipts': { items: deletionReceipts },
        [`GET /clientConfigs/1/deletionReceipts/${deletionReceipts[0]!.id}/downloadUrl`]: {
          downloadUrl: 'https://files.example/receipt.json?sig=1',
        },
      }),
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    renderWithLingua(<FilesTab />);
    const table = await screen.findByRole('table', { name: 'Deletion receipts' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent('Retention');
    expect(rows[2]).toHaveTextContent('By date');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: /Download JSON/ }));
    await vi.waitFor(() => expect(clicked).toEqual(['https://files.example/receipt.json?sig=1']));
    expect(calls.find((c) => c.path.endsWith('/downloadUrl'))?.query).toEqual({ format: 'json' });
  });
});
