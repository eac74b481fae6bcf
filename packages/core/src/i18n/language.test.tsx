import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { adminUser } from '../../test/reset.ts';
import { sessionStore } from '../session/session-store.ts';
import { formatDateTime, formatFileSize, endonym } from './format.ts';
import { getLanguage, registerTexts, registerTranslations, showLanguage, t, useT } from './i18n.ts';
import {
  chooseLanguage,
  pickLanguage,
  PICKED_LANGUAGE_STORAGE_KEY,
  requestLanguage,
  updateLanguage,
} from './language.ts';

afterEach(async () => {
  window.localStorage.clear();
  await pickLanguage();
  sessionStore.getState().setUser(null);
  document.documentElement.lang = '';
  requestLanguage(null);
  await updateLanguage();
});

describe('the choice of language', () => {
  function browserLanguages(languages: string[]) {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  }
  afterEach(() => vi.restoreAllMocks());

  it('takes the signed-in person’s preference before anything else', async () => {
    browserLanguages(['es-MX']);
    await pickLanguage('de');
    requestLanguage('ja');
    sessionStore.getState().setUser({ ...adminUser, language: 'ar' });
    await waitFor(() => expect(getLanguage()).toBe('ar'));
  });

  it('then a visitor’s pick, then the element’s or host page’s lang, then the browser’s languages', async () => {
    browserLanguages(['pt-BR', 'es-MX', 'en']);
    requestLanguage('ja-JP');
    await pickLanguage('de');
    expect(getLanguage()).toBe('de');
    window.localStorage.clear();
    await pickLanguage();
    expect(getLanguage()).toBe('ja');
    requestLanguage(null);
    // The first browser language we have: Portuguese is not one, Mexican Spanish is Spanish.
    await waitFor(() => expect(getLanguage()).toBe('es'));
  });

  it('falls back to English and skips languages it does not have', () => {
    expect(chooseLanguage(['pt', null, 'zh-Hans', 'ko'])).toBe('en');
    expect(chooseLanguage([undefined, 'FR_ca'])).toBe('fr');
    expect(chooseLanguage([])).toBe('en');
  });

  it('follows the session’s preference and an element’s lang on the page', async () => {
    requestLanguage('fr-CA');
    await waitFor(() => expect(getLanguage()).toBe('fr'));
    sessionStore.getState().setUser({ ...adminUser, language: 'ja' });
    await waitFor(() => expect(getLanguage()).toBe('ja'));
    sessionStore.getState().setUser(null);
    await waitFor(() => expect(getLanguage()).toBe('fr'));
  });

  it('reads the host page’s <html lang> when no element names a language', async () => {
    document.documentElement.lang = 'de-CH';
    requestLanguage(null, true);
    await waitFor(() => expect(getLanguage()).toBe('de'));
    // An element without the attribute changes nothing once another named one.
    requestLanguage('es');
    requestLanguage(null, true);
    await waitFor(() => expect(getLanguage()).toBe('es'));
  });

  it('keeps a visitor’s pick on this browser', async () => {
    await pickLanguage('ar');
    expect(window.localStorage.getItem(PICKED_LANGUAGE_STORAGE_KEY)).toBe('ar');
    await pickLanguage();
    expect(getLanguage()).toBe('ar');
  });
});

describe('switching live', () => {
  it('renders every reader again in the new language without remounting it', async () => {
    function Title() {
      const translate = useT();
      return <h1>{translate('jobRequests.list.title')}</h1>;
    }
    registerTexts('jobRequests', { list: { title: 'Your requests' } });
    render(<Title />);
    const heading = screen.getByRole('heading');
    expect(heading).toHaveTextContent('Your requests');
    await act(() => showLanguage('de'));
    expect(screen.getByRole('heading')).toBe(heading);
    expect(heading).toHaveTextContent('Ihre Anfragen');
    await act(() => showLanguage('ar'));
    expect(heading).toHaveTextContent('طلباتك');
    await act(() => showLanguage('en'));
    expect(heading).toHaveTextContent('Your requests');
  });

  it('chooses the plural form by the shown language’s CLDR rules', async () => {
    await showLanguage('ar');
    expect(t('common.sessionExpiry.message', { count: 2 })).toMatch(/ثانيتين/);
    // Right to left, values are isolated (FSI … PDI) as <bdi> would.
    expect(t('common.sessionExpiry.message', { count: 5 })).toMatch(/\u20685\u2069 ثوانٍ/);
    expect(t('common.sessionExpiry.message', { count: 30 })).toMatch(/\u206830\u2069 ثانية/);
    expect(t('jobRequests.archive.message', { name: 'Q3 (final)' })).toContain('«\u2068Q3 (final)\u2069»');
    await showLanguage('en');
    expect(t('common.sessionExpiry.message', { count: 1 })).toMatch(/in 1 second\.$/);
    expect(t('common.sessionExpiry.message', { count: 30 })).toMatch(/in 30 seconds\.$/);
  });

  it('reads English where a language lacks a text, and the key where English lacks it too', async () => {
    registerTexts('later', { only: 'Only in English' });
    await showLanguage('de');
    expect(t('later.only')).toBe('Only in English');
    expect(t('later.none')).toBe('later.none');
  });

  it('downloads a package’s catalogue only when its language is shown, once', async () => {
    const de = vi.fn(() => Promise.resolve({ default: { lazyPackage: { hello: 'Hallo' } } }));
    const never = vi.fn(() => Promise.resolve({ default: {} }));
    registerTexts('lazyPackage', { hello: 'Hello' });
    registerTranslations('lazy-package', { de, fr: never, es: never, ja: never, ar: never });
    expect(de).not.toHaveBeenCalled();
    await showLanguage('de');
    expect(t('lazyPackage.hello')).toBe('Hallo');
    await showLanguage('en');
    await showLanguage('de');
    expect(de).toHaveBeenCalledTimes(1);
    expect(never).not.toHaveBeenCalled();
  });

  it('formats dates, sizes and language names in the shown language', async () => {
    const at = '2026-03-04T09:05:00';
    expect(formatDateTime(at)).toBe('Mar 4, 2026, 9:05 AM');
    expect(formatFileSize(12.5 * 1024 * 1024)).toBe('12.5 MB');
    await showLanguage('de');
    expect(formatDateTime(at)).toBe('04.03.2026, 09:05');
    expect(formatFileSize(12.5 * 1024 * 1024)).toBe('12,5 MB');
    await showLanguage('fr');
    expect(formatFileSize(2048)).toMatch(/^2\sko$/);
    expect(endonym('fr')).toBe('Français');
    expect(endonym('ar')).toBe('العربية');
  });
});
