import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { adminUser } from '../../test/reset.ts';
import { sessionStore } from '../session/session-store.ts';
import { formatDateTime, formatFileSize, endonym, nameOfLanguage } from './format.ts';
import { keepLanguageCodes } from './language-codes.ts';
import { sortedLanguageNames } from '../job-requests/format.ts';
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

  it('chooses the plural form by the shown language’s CLDR rules, and isolates values right to left', async () => {
    registerTexts('pluralFixture', { files_one: '{{count}} file of {{name}}', files_other: '{{count}} files of {{name}}' });
    const ar = {
      pluralFixture: {
        files_zero: 'لا ملفات لـ {{name}}',
        files_one: 'ملف واحد لـ {{name}}',
        files_two: 'ملفان لـ {{name}}',
        files_few: '{{count}} ملفات لـ {{name}}',
        files_many: '{{count}} ملفًا لـ {{name}}',
        files_other: '{{count}} ملف لـ {{name}}',
      },
    };
    const none = () => Promise.resolve({ default: {} });
    registerTranslations('plural-fixture', { ar: () => Promise.resolve({ default: ar }), de: none, fr: none, es: none, ja: none });
    await showLanguage('ar');
    const files = (count: number) => t('pluralFixture.files', { count, name: 'Q3 (final)' });
    // Right to left, values are isolated (FSI … PDI) as <bdi> would, so "Q3 (final)" keeps its brackets.
    expect(files(0)).toBe('لا ملفات لـ \u2068Q3 (final)\u2069');
    expect(files(1)).toBe('ملف واحد لـ \u2068Q3 (final)\u2069');
    expect(files(2)).toBe('ملفان لـ \u2068Q3 (final)\u2069');
    expect(files(5)).toBe('\u20685\u2069 ملفات لـ \u2068Q3 (final)\u2069');
    expect(files(11)).toBe('\u206811\u2069 ملفًا لـ \u2068Q3 (final)\u2069');
    expect(files(100)).toBe('\u2068100\u2069 ملف لـ \u2068Q3 (final)\u2069');
    await showLanguage('en');
    expect(files(1)).toBe('1 file of Q3 (final)');
    expect(files(0)).toBe('0 files of Q3 (final)');
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

describe('names of languages (decision 189)', () => {
  const spanish = { id: 'esn', name: 'Spanish', azureId: 'es' };
  const klingon = { id: 'tlh', name: 'Klingon', azureId: 'tlh-Piqd-x-unknown' };

  it('reads the server’s English names in English and names the code in the shown language otherwise', async () => {
    expect(nameOfLanguage(spanish)).toBe('Spanish');
    await showLanguage('de');
    expect(nameOfLanguage(spanish)).toBe('Spanisch');
    await showLanguage('ar');
    expect(nameOfLanguage(spanish)).toBe('الإسبانية');
    // A code Intl does not know, or none at all, reads the English name.
    expect(nameOfLanguage(klingon)).toBe('Klingon');
    expect(nameOfLanguage({ id: 'xyz', name: 'Lost' })).toBe('Lost');
    // A label starts with a capital; in a sentence French keeps its small letter.
    await showLanguage('fr');
    expect(nameOfLanguage(spanish)).toBe('Espagnol');
    expect(nameOfLanguage(spanish, true)).toBe('espagnol');
  });

  it('names a request’s `{ id, name }` languages by the codes of the languages list, sorted in the shown language', async () => {
    keepLanguageCodes([spanish, { id: 'deu', name: 'German', azureId: 'de' }, { id: 'fra', name: 'French', azureId: 'fr' }]);
    const targets = [{ id: 'fra', name: 'French' }, { id: 'esn', name: 'Spanish' }, { id: 'deu', name: 'German' }];
    expect(sortedLanguageNames(targets)).toBe('French, German, Spanish');
    await showLanguage('de');
    expect(sortedLanguageNames(targets)).toBe('Deutsch, Französisch, Spanisch');
    await showLanguage('ja');
    expect(nameOfLanguage({ id: 'deu', name: 'German' })).toBe('ドイツ語');
  });

  it('names them again when the language switches, in every reader', async () => {
    function Reader() {
      useT();
      return <p>{nameOfLanguage(spanish)}</p>;
    }
    render(<Reader />);
    expect(screen.getByText('Spanish')).toBeInTheDocument();
    await act(() => showLanguage('de'));
    expect(screen.getByText('Spanisch')).toBeInTheDocument();
    await act(() => showLanguage('ar'));
    expect(screen.getByText('الإسبانية')).toBeInTheDocument();
    await act(() => showLanguage('en'));
    expect(screen.getByText('Spanish')).toBeInTheDocument();
  });
});
