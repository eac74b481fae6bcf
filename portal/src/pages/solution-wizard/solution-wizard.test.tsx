import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '../../fixtures/index.ts';
import { SolutionWizard } from './solution-wizard.tsx';
import { recommend } from './recommend.ts';

describe('SolutionWizard', () => {
  it('recommends professional translation for documents that will be published', async () => {
    renderPortal(<SolutionWizard />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Translate documents or files' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Publishing, legal or customer-facing use' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Our recommendation: a professional translation' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open a professional translation' })).toHaveAttribute('href', '/createProject');
  });

  it('skips the purpose question when the need decides the service', async () => {
    renderPortal(<SolutionWizard />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Understand a spoken conversation' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('link', { name: 'Open Language Line Connect' })).toHaveAttribute('href', '/languageLineConnect');
  });

  it('sends internal understanding to machine translation and urgent short texts to people', () => {
    expect(recommend('documents', 'internal')).toBe('machineTranslation');
    expect(recommend('text', 'urgent')).toBe('quickTranslation');
    expect(recommend('text', 'publish')).toBe('quickTranslation');
  });
});
