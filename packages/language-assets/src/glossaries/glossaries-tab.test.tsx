// The Glossaries tab (decision 134) against an answering API: no glossary yet, a glossary's terms with a search,
// a term added, and an import whose every error is listed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GlossariesTab } from './glossaries-tab.tsx';
import { answerApi, clientAdmin, renderWithLingua, reply, startPage } from '@lingua/core/test/page-double';

afterEach(() => vi.unstubAllGlobals());

const account = { username: 'u', email: 'client@acme-health.example', roles: ['CLIENT'], applications: [], isFederatedSsoAccount: false, clientConfig: { clientId: '1', companyName: 'Acme Health', status: 'ACTIVE' } };
const languages = [
  { id: 'enu', name: 'English' },
  { id: 'esn', name: 'Spanish' },
];
const glossary = { id: '7d9f4c52-3c1e-4b8a-9a51-0c2f0e6f7a10', sourceLanguageId: 'enu', targetLanguageId: 'esn', entryCount: 1, updatedAt: '2026-11-28T00:00:00.000Z' };
const base = `/clientConfigs/1/glossaries/${glossary.id}`;
const entry = { id: 'b1e2c3d4-0000-4000-8000-000000000001', sourceTerm: 'insurance card', targetTerm: 'tarjeta sanitaria', doNotTranslate: false, caseSensitive: false, note: '', updatedAt: glossary.updatedAt };

describe('Glossaries tab', () => {
  it('offers a first glossary when the company has none', async () => {
    startPage(clientAdmin);
    answerApi({ 'GET /userAccount': account, 'GET /languages': languages, 'GET /clientConfigs/1/glossaries': [], 'GET /clientConfigs/1/translationMemory': { units: 0, pairs: [] } });
    renderWithLingua(<GlossariesTab />);
    expect(await screen.findByText('No glossaries yet. Add one for a language pair to steer machine translation.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New glossary' }));
    expect(await screen.findByRole('dialog', { name: 'New glossary' })).toBeInTheDocument();
  });

  it('shows the terms, searches them on the server and adds one', async () => {
    startPage(clientAdmin);
    const calls = answerApi({
      'GET /userAccount': account,
      'GET /languages': languages,
      'GET /clientConfigs/1/glossaries': [glossary],
      'GET /clientConfigs/1/translationMemory': { units: 0, pairs: [] },
      [`GET ${base}/entries`]: (c: { query: Record<string, string> }) => ({ status: 200, body: c.query.search === 'zzz' ? { items: [], totalItems: 0 } : { items: [entry], totalItems: 1 } }),
      [`POST ${base}/entries`]: reply(201, { ...entry, id: 'b1e2c3d4-0000-4000-8000-000000000002', sourceTerm: 'Acme', targetTerm: '', doNotTranslate: true }),
    });
    renderWithLingua(<GlossariesTab />);
    expect(await screen.findByRole('cell', { name: 'tarjeta sanitaria' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search terms' }), 'zzz');
    expect(await screen.findByText('No terms match “zzz”.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add term' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add term' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the target term, or mark the term as not translated')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Source term/ }), 'Acme');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Do not translate/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ sourceTerm: 'Acme', targetTerm: '', doNotTranslate: true, caseSensitive: false, note: '' }));
  });

  it('lists every error of a refused import', async () => {
    startPage(clientAdmin);
    const message = 'The file has 2 errors; nothing was imported.\nLine 3: The source term is required\nLine 5: "maybe" is not yes or no in Do not translate';
    answerApi({
      'GET /userAccount': account,
      'GET /languages': languages,
      'GET /clientConfigs/1/glossaries': [glossary],
      'GET /clientConfigs/1/translationMemory': { units: 0, pairs: [] },
      [`GET ${base}/entries`]: { items: [entry], totalItems: 1 },
      [`POST ${base}/actions/import`]: reply(400, { message, errorCode: 'INVALID_GLOSSARY_FILE' }),
    });
    renderWithLingua(<GlossariesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import terms' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['Source term,Target term\n'], 'terms.csv', { type: 'text/csv' }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    await within(dialog).findByRole('alert');
    // The list stays until the user acts: it once vanished on the render after it appeared.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const alert = within(dialog).getByRole('alert');
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Line 3: The source term is required', 'Line 5: "maybe" is not yes or no in Do not translate']);
    // A dialog, an upload and a second button: more steps than the default 5 s allow on a busy machine.
  }, 15_000);

  it('says how many terms an import took, and names "Match case" the same in the table and the form', async () => {
    startPage(clientAdmin);
    answerApi({
      'GET /userAccount': account,
      'GET /languages': languages,
      'GET /clientConfigs/1/glossaries': [glossary],
      'GET /clientConfigs/1/translationMemory': { units: 0, pairs: [] },
      [`GET ${base}/entries`]: { items: [entry], totalItems: 1 },
      [`POST ${base}/actions/import`]: { imported: 3 },
    });
    renderWithLingua(<GlossariesTab />);
    expect(await screen.findByRole('columnheader', { name: 'Match case' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import terms' });
    expect(within(dialog).getByRole('button', { name: /File/ })).toHaveTextContent('Choose a file');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['Source term,Target term\na,b\n'], 'terms.csv', { type: 'text/csv' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('3 terms imported.')).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: 'Add term' }));
    const form = await screen.findByRole('dialog', { name: 'Add term' });
    expect(within(form).getByRole('checkbox', { name: 'Match case' })).toBeInTheDocument();
  }, 15_000);

  it('deletes a glossary after a confirmation and puts the focus back on the list of glossaries', async () => {
    startPage(clientAdmin);
    const other = { ...glossary, id: '7d9f4c52-3c1e-4b8a-9a51-0c2f0e6f7a11', targetLanguageId: 'enu', sourceLanguageId: 'esn' };
    let glossaries = [glossary, other];
    const calls = answerApi({
      'GET /userAccount': account,
      'GET /languages': languages,
      'GET /clientConfigs/1/glossaries': () => ({ status: 200, body: glossaries }),
      'GET /clientConfigs/1/translationMemory': { units: 0, pairs: [] },
      [`GET /clientConfigs/1/glossaries/${other.id}/entries`]: { items: [], totalItems: 0 },
      [`GET ${base}/entries`]: { items: [entry], totalItems: 1 },
      [`DELETE ${base}`]: () => {
        glossaries = [other];
        return { status: 204 };
      },
    });
    renderWithLingua(<GlossariesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete glossary' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete glossary' });
    expect(confirm).toHaveTextContent('Delete the glossary English → Spanish with all its terms?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The glossary English → Spanish was deleted.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Glossary' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Glossary' })).toHaveValue('Spanish → English');
  }, 15_000);

  it('shows the size of the translation memory and deletes it after a confirmation that says it is final', async () => {
    startPage(clientAdmin);
    let units = 12;
    const calls = answerApi({
      'GET /userAccount': account,
      'GET /languages': languages,
      'GET /clientConfigs/1/glossaries': [],
      'GET /clientConfigs/1/translationMemory': () => ({ status: 200, body: { units, pairs: units ? [{ sourceLanguageId: 'enu', targetLanguageId: 'esn', units }] : [] } }),
      'DELETE /clientConfigs/1/translationMemory': () => {
        units = 0;
        return { status: 204 };
      },
    });
    renderWithLingua(<GlossariesTab />);
    expect(await screen.findByText('12 sentences your team corrected are reused before machine translation.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete memory' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the translation memory' });
    expect(confirm).toHaveTextContent('Delete all 12 sentences of your translation memory? This is final: it cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete memory' }));
    expect(await screen.findByText('0 sentences your team corrected are reused before machine translation.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
