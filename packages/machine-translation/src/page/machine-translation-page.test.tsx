import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MachineTranslationPage } from './machine-translation-page.tsx';
import { activeTab, visibleTabs } from './tabs.ts';
import { renderMt } from '../fixtures/render.tsx';
import { installFetchDouble } from '@lingua/core/test/fetch-double';
import type { FetchDouble } from '@lingua/core/test/fetch-double';
import { fixtureSettings, referenceRoutes } from '../fixtures/mt-fixtures.ts';

let double: FetchDouble | undefined;
afterEach(() => {
  double?.restore();
  double = undefined;
});

function setup(settings = {}, props: Parameters<typeof MachineTranslationPage>[0] = {}) {
  double = installFetchDouble([...referenceRoutes(settings), { path: '/jobRequests', reply: { items: [] } }]);
  renderMt(<MachineTranslationPage {...props} />);
  return userEvent.setup();
}

describe('tab rules (spec 3 §2.2)', () => {
  it('hides disabled tabs; media only when explicitly false and available', () => {
    expect(visibleTabs({ ...fixtureSettings, disableMediaTranslation: undefined })).toEqual(['textTranslation', 'fileTranslation']);
    expect(visibleTabs({ ...fixtureSettings, disableMediaTranslation: null })).toEqual(['textTranslation', 'fileTranslation']);
    expect(visibleTabs({ ...fixtureSettings, disableMediaTranslation: true })).toEqual(['textTranslation', 'fileTranslation']);
    expect(visibleTabs({ ...fixtureSettings, disableMediaTranslation: false })).toEqual(['textTranslation', 'fileTranslation', 'mediaTranslation']);
    expect(visibleTabs({ ...fixtureSettings, disableTextTranslation: true, disableMediaTranslation: false })).toEqual(['fileTranslation', 'mediaTranslation']);
  });

  it('defaults to text, then file, then media', () => {
    expect(activeTab(undefined, ['textTranslation', 'fileTranslation'])).toBe('textTranslation');
    expect(activeTab(undefined, ['fileTranslation', 'mediaTranslation'])).toBe('fileTranslation');
    expect(activeTab(undefined, ['mediaTranslation'])).toBe('mediaTranslation');
    expect(activeTab('textTranslation', ['fileTranslation'])).toBe('fileTranslation');
  });
});

describe('MachineTranslationPage', () => {
  it('shows the text tab by default and no media tab when the flag is not explicitly false', async () => {
    setup({ disableMediaTranslation: undefined });
    const tabs = await screen.findByRole('tablist', { name: 'Translation type' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Text', 'Documents']);
    expect(within(tabs).getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('textbox', { name: /text to translate/i })).toBeVisible();
  });

  it('opens the file tab when text translation is disabled', async () => {
    setup({ disableTextTranslation: true });
    const tabs = await screen.findByRole('tablist', { name: 'Translation type' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Documents']);
    expect(await screen.findByLabelText('Documents to translate')).toBeInTheDocument();
  });

  it('switches tabs internally without onNavigate (widgets)', async () => {
    const user = setup();
    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    expect(await screen.findByLabelText('Documents to translate')).toBeInTheDocument();
  });

  it('asks the router to navigate when onNavigate is given (portal)', async () => {
    const onNavigate = vi.fn();
    double = installFetchDouble([...referenceRoutes(), { path: '/jobRequests', reply: { items: [] } }]);
    renderMt(<MachineTranslationPage tab="textTranslation" onNavigate={onNavigate} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    expect(onNavigate).toHaveBeenCalledWith('/machineTranslation/fileTranslation');
  });

  it('denies users without the machineTranslation application', async () => {
    double = installFetchDouble([
      ...referenceRoutes(),
      { path: '/userAccount', reply: { email: 'client@acme-health.example', roles: ['CLIENT'], applications: ['reports'] } },
    ]);
    renderMt(<MachineTranslationPage />);
    expect(await screen.findByText('Access to this application is disabled for your account.')).toBeVisible();
  });
});
