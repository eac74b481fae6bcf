import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLanguage, pickLanguage, PICKED_LANGUAGE_STORAGE_KEY } from '@lingua/core';
import { renderWithLingua } from '@lingua/core/test/render';
import { registerPortalTexts } from '../../texts/register-portal-texts.ts';
import { LanguageSwitch } from './language-switch.tsx';

registerPortalTexts();

afterEach(async () => {
  window.localStorage.clear();
  await pickLanguage();
});

describe('the visitor’s language switch', () => {
  it('lists every language in its own name and switches the page at once, kept on this browser', async () => {
    renderWithLingua(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['English', 'Deutsch', 'Français', 'Español', '日本語', 'العربية']);
    expect(screen.getByRole('menuitem', { name: 'العربية' })).toHaveAttribute('dir', 'rtl');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Français' }));
    await waitFor(() => expect(getLanguage()).toBe('fr'));
    // French sets a narrow no-break space before the colon (docs/ui-glossary.md).
    expect(await screen.findByRole('button', { name: 'Langue\u202f: Français' })).toBeInTheDocument();
    expect(window.localStorage.getItem(PICKED_LANGUAGE_STORAGE_KEY)).toBe('fr');
  });
});
