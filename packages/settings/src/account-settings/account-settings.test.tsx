import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountSettings } from './account-settings.tsx';
import { answerApi, clientAdmin, renderWithLingua, startPage } from '@lingua/core/test/page-double';

afterEach(() => vi.unstubAllGlobals());

const accountOf = (over: { roles?: string[]; isFederatedSsoAccount?: boolean; isOrgManagementEnabled?: boolean }) => ({
  username: 'u',
  email: 'client@acme-health.example',
  roles: over.roles ?? ['CLIENT'],
  applications: [],
  isFederatedSsoAccount: over.isFederatedSsoAccount ?? false,
  clientConfig: { clientId: '1', companyName: 'Acme Health', status: 'ACTIVE', isOrgManagementEnabled: over.isOrgManagementEnabled ?? true },
});

async function tabs() {
  await screen.findByRole('tab', { name: 'Profile' });
  await new Promise((r) => setTimeout(r, 50));
  return screen.getAllByRole('tab').map((tab) => tab.textContent);
}

describe('Account settings panel', () => {
  it('shows Organization Users and Glossaries to a non-federated CLIENT whose organisation management is on', async () => {
    startPage(clientAdmin);
    answerApi({ 'GET /userAccount': accountOf({}), 'GET /identity/mfa': { preferredMfa: 'NOMFA', isMfaEnabled: false } });
    renderWithLingua(<AccountSettings opened onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Account settings' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Organization Users' })).toBeInTheDocument();
    expect(await tabs()).toEqual(['Profile', 'Language Groups', 'Notices', 'Organization Users', 'Glossaries', 'API keys', 'Webhooks', 'Audit trail', 'Files', 'Quality']);
  });

  type Over = { roles?: string[]; isFederatedSsoAccount?: boolean; isOrgManagementEnabled?: boolean };
  // A CLIENT manages the company's glossaries whatever the organisation settings (decision 134); an employee not.
  // API keys, webhooks and the audit trail are a client admin's (decisions 137, 182): a CLIENT not signed in through a federation.
  it.each<[string, Over, boolean, string[]]>([
    ['organisation management is off', { isOrgManagementEnabled: false }, false, ['Glossaries', 'API keys', 'Webhooks', 'Audit trail', 'Files', 'Quality']],
    ['the account is a CLIENT_EMPLOYEE', { roles: ['CLIENT_EMPLOYEE'] }, false, []],
    ['the account is federated', { isFederatedSsoAccount: true }, true, ['Glossaries']],
  ])('hides Organization Users when %s', async (_case, over, federated, more) => {
    startPage({ ...clientAdmin, roles: over.roles ?? ['CLIENT'], isFederatedSsoAccount: federated });
    answerApi({ 'GET /userAccount': accountOf(over), 'GET /identity/mfa': { preferredMfa: 'NOMFA', isMfaEnabled: false } });
    renderWithLingua(<AccountSettings opened onClose={() => {}} />);
    await screen.findByText('Acme Health');
    expect(await tabs()).toEqual(['Profile', 'Language Groups', 'Notices', ...more]);
  });

  it('closes only the dialog on top on Escape: "Add term" and "Import terms" leave the panel open', async () => {
    startPage(clientAdmin);
    const glossary = { id: '7d9f4c52-3c1e-4b8a-9a51-0c2f0e6f7a10', sourceLanguageId: 'enu', targetLanguageId: 'esn', entryCount: 0, updatedAt: '2026-11-28T00:00:00.000Z' };
    answerApi({
      'GET /userAccount': accountOf({}),
      'GET /identity/mfa': { preferredMfa: 'NOMFA', isMfaEnabled: false },
      'GET /languages': [{ id: 'enu', name: 'English' }, { id: 'esn', name: 'Spanish' }],
      'GET /clientConfigs/1/glossaries': [glossary],
      'GET /clientConfigs/1/translationMemory': { units: 0, pairs: [] },
      [`GET /clientConfigs/1/glossaries/${glossary.id}/entries`]: { items: [], totalItems: 0 },
    });
    const onClose = vi.fn();
    renderWithLingua(<AccountSettings opened initialTab="glossaries" onClose={onClose} />);
    for (const [button, dialog] of [['Add term', 'Add term'], ['Import', 'Import terms']] as const) {
      await userEvent.click(await screen.findByRole('button', { name: button }));
      const opened = await screen.findByRole('dialog', { name: dialog });
      await waitFor(() => expect(opened).toContainElement(document.activeElement as HTMLElement));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: dialog })).not.toBeInTheDocument());
      expect(screen.getByRole('dialog', { name: 'Account settings' })).toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
    }
    // Back in the panel, Escape closes it, also when the closed dialog left the focus on the page.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
