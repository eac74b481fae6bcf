import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPortal } from '../../fixtures/index.ts';
import { Footer } from './footer.tsx';

describe('Footer', () => {
  it('carries the copyright with a privacy link, and e-mail and phone links', async () => {
    renderPortal(<Footer />);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(/© \d{4} Lingua Language Services/)).toBeVisible();
    expect(within(footer).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'E-mail support@lingua.example' })).toHaveAttribute('href', 'mailto:support@lingua.example');
    expect(within(footer).getByRole('link', { name: 'Call +1 (800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
  });
});
