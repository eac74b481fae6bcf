import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '../../fixtures/index.ts';
import { FaqPage } from './faq-page.tsx';

describe('FaqPage', () => {
  it('opens an answer when its question is chosen', async () => {
    renderPortal(<FaqPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Help and frequently asked questions' })).toBeVisible();
    for (const topic of ['Ordering translations', 'Quotes and pricing', 'Machine translation', 'Files and formats', 'Security and privacy', 'Account and sign-in']) {
      expect(screen.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    const question = screen.getByRole('button', { name: 'How do I turn on multi-factor authentication?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    // The panel opens with a (test-environment) collapse; wait for it rather than for a fixed frame.
    await waitFor(() => expect(screen.getByText(/Scan the code with an authenticator app/)).toBeVisible());
  });
});
