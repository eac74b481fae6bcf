// The content pages' texts in another language: registered by the pages (not the portal's first screen) and
// shown in the language shown, with the English lists' items at the same places (decision 189).
import { afterAll, describe, expect, it, vi } from 'vitest';
import { showLanguage, t } from '@lingua/core';
import { registerPortalTexts } from '../register-portal-texts.ts';
import { registerContentTexts } from '../register-content-texts.ts';

afterAll(() => showLanguage('en'));

describe('the content texts in other languages', () => {
  it('show once a content page registers them, in the language shown', async () => {
    registerPortalTexts();
    await showLanguage('de');
    expect(t('portal.content.faq.title')).toBe('Hilfe und häufig gestellte Fragen');

    // Other test files sharing this worker may have registered them already.
    registerContentTexts();
    await vi.waitFor(() => expect(t('portal.content.faq.groups.0.heading')).toBe('Übersetzungen bestellen'));
    expect(t('portal.content.connector.sections.0.items.1')).toMatch(/^Code-Repositorys: /);
    expect(
      t('portal.content.wizard.open', {
        service: t('portal.content.wizard.recommendations.connector.service'),
      }),
    ).toBe('Konnektoren öffnen');
  });

  it('follow a switch to another language, French with its narrow no-break spaces', async () => {
    await showLanguage('fr');
    expect(t('portal.content.faq.groups.0.items.0.q')).toBe('Comment commander une traduction\u202f?');
    await showLanguage('ar');
    expect(t('portal.content.wizard.step1')).toBe('ما الذي تحتاج إليه؟');
  });
});
