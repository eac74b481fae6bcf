import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { register as registerSignUp } from './sign-up.element.ts';
import { register as registerAccountSettings } from '../account-settings/account-settings.element.ts';
import { answerApi, startPage } from '../../test/render.tsx';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('account elements', () => {
  it('defines <lingua-sign-up>, which renders sign-up in its shadow root', async () => {
    startPage(null);
    answerApi({});
    registerSignUp();
    expect(customElements.get('lingua-sign-up')).toBeDefined();
    document.body.insertAdjacentHTML('beforeend', '<lingua-sign-up sign-up-client-id="MTAwMA%3D%3D" sign-up-token="t"></lingua-sign-up>');
    const element = document.querySelector('lingua-sign-up') as HTMLElement;
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Create your account'));
    expect(within(element.shadowRoot as unknown as HTMLElement).getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('defines <lingua-account-settings>, closed until `opened` is set', async () => {
    startPage(null);
    answerApi({});
    registerAccountSettings();
    expect(customElements.get('lingua-account-settings')).toBeDefined();
    document.body.insertAdjacentHTML('beforeend', '<lingua-account-settings></lingua-account-settings>');
    const element = document.querySelector('lingua-account-settings') as HTMLElement;
    await waitFor(() => expect(element.shadowRoot).not.toBeNull());
    expect(element.shadowRoot?.textContent ?? '').not.toContain('Account settings');
  });
});
