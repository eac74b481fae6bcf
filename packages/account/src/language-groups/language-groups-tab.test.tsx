import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageGroupsTab } from './language-groups-tab.tsx';
import { answerApi, clientAdmin, renderWithLingua, reply, startPage } from '@lingua/core/test/page-double';

afterEach(() => vi.unstubAllGlobals());

const employee = { ...clientAdmin, username: 'employee@acme-health.example', email: 'employee@acme-health.example', roles: ['CLIENT_EMPLOYEE'] };
const languages = [
  { id: 'fra', name: 'French' },
  { id: 'deu', name: 'German' },
  { id: 'esn', name: 'Spanish' },
];
const nordic = { name: 'Nordic', scope: 'PERSONAL', languages: [{ id: 'dan', name: 'Danish' }] };
const europe = { name: 'Europe', scope: 'ORGANIZATION', languages: [{ id: 'fra', name: 'French' }, { id: 'deu', name: 'German' }] };

describe('Language Groups tab', { timeout: 20_000 }, () => {
  it('shows personal groups for everyone and hides empty organisation groups from non-CLIENT users', async () => {
    startPage(employee);
    answerApi({ 'GET /userAccount/languageGroups': [] });
    renderWithLingua(<LanguageGroupsTab />);
    expect(await screen.findByText(/No personal groups yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add personal group' })).toBeInTheDocument();
    expect(screen.queryByText('Organization groups')).not.toBeInTheDocument();
  });

  it('shows existing organisation groups read-only to non-CLIENT users', async () => {
    startPage(employee);
    answerApi({ 'GET /userAccount/languageGroups': [nordic, europe] });
    renderWithLingua(<LanguageGroupsTab />);
    const org = await screen.findByRole('region', { name: 'Organization groups' });
    expect(within(org).getByText('Europe')).toBeInTheDocument();
    expect(within(org).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Nordic' })).toBeInTheDocument();
  });

  it('lets a CLIENT add organisation groups, posting the whole array of that scope', async () => {
    startPage(clientAdmin);
    const calls = answerApi({ 'GET /userAccount/languageGroups': [nordic, europe], 'GET /languages': languages, 'POST /userAccount/languageGroups/ORGANIZATION': reply(204) });
    renderWithLingua(<LanguageGroupsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add organization group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add language group' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(within(dialog).getByText('Select at least one language')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Group name/), 'Iberia');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Languages/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Spanish' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/userAccount/languageGroups/ORGANIZATION');
    expect(post?.body).toEqual([europe, { name: 'Iberia', scope: 'ORGANIZATION', languages: [{ id: 'esn', name: 'Spanish' }] }]);
  });

  it('edits a personal group', async () => {
    startPage(employee);
    const calls = answerApi({ 'GET /userAccount/languageGroups': [nordic], 'GET /languages': languages, 'POST /userAccount/languageGroups/PERSONAL': reply(204) });
    renderWithLingua(<LanguageGroupsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Nordic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit language group' });
    const name = within(dialog).getByLabelText(/Group name/);
    await waitFor(() => expect(name).toHaveValue('Nordic'));
    await userEvent.clear(name);
    await userEvent.type(name, 'North');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual([{ name: 'North', scope: 'PERSONAL', languages: [{ id: 'dan', name: 'Danish' }] }]));
  });

  it('deletes a group after confirmation', async () => {
    startPage(employee);
    const calls = answerApi({ 'GET /userAccount/languageGroups': [nordic, { ...nordic, name: 'Baltic' }], 'POST /userAccount/languageGroups/PERSONAL': reply(204) });
    renderWithLingua(<LanguageGroupsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Nordic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete language group' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual([{ ...nordic, name: 'Baltic' }]));
  });
});
