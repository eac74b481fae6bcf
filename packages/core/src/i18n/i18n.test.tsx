import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { registerTexts, t, useT } from './i18n.ts';

describe('text catalogue', () => {
  it('keeps the key names the spec gives', () => {
    expect(t('common.validation.required')).toBe('Required');
    expect(t('common.unexpectedError')).toBe('Unexpected error');
    expect(t('accessRestricted')).toMatch(/restricted/i);
    expect(t('applicationAccessDisabled')).toMatch(/disabled/i);
    expect(t('downloadTranslatedFilesDialog.failure')).toBe('Oops, something went wrong. Please try again.');
    expect(t('changePasswordPage.federatedSsoWarning')).toMatch(/identity provider/);
    expect(t('common.errorPage.title')).toBe('Oops, something went wrong');
    expect(t('common.sessionExpiry.confirm')).toBe("I'm here");
  });

  it('interpolates without HTML escaping', () => {
    expect(t('common.errorCode', { code: 'A&B' })).toBe('[Error code: A&B]');
  });

  it('lets a feature register its own texts under its namespace', () => {
    registerTexts('quoteRequest', { submit: { label: 'Request quote for {{count}} files' } });
    expect(t('quoteRequest.submit.label', { count: 3 })).toBe('Request quote for 3 files');
    expect(t('common.signIn')).toBe('Sign in');
  });

  it('returns the key for an unknown text so a gap is visible', () => {
    expect(t('nothing.here')).toBe('nothing.here');
  });

  it('serves components through useT', () => {
    function Greeting() {
      const translate = useT();
      return <button type="button">{translate('common.signOut')}</button>;
    }
    render(<Greeting />);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
