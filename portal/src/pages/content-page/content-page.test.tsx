import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPortal } from '../../fixtures/index.ts';
import { ContentPage } from './content-page.tsx';

describe('ContentPage', () => {
  it('renders the page title, its sections and the call to action from the catalogue', async () => {
    renderPortal(<ContentPage page="connector" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Connectors' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Connect the tools you already use' })).toBeVisible();
    expect(screen.getByText(/Code repositories: GitHub, GitLab and Bitbucket/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Talk to a solutions engineer' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request quote' })).toHaveAttribute('href', '/createProject');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', 'mailto:support@lingua.example');
  });
});
