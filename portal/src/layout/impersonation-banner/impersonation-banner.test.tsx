import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '../../fixtures/index.ts';
import { ImpersonationBanner } from './impersonation-banner.tsx';

describe('ImpersonationBanner', () => {
  it('says whom the admin acts as and ends impersonation', async () => {
    const onEnd = vi.fn();
    renderPortal(<ImpersonationBanner onEnd={onEnd} />, { session: 'impersonating' });
    const banner = await screen.findByRole('region', { name: 'You are acting as client@acme-health.example' });
    expect(banner).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'End impersonation' }));
    expect(onEnd).toHaveBeenCalled();
  });

  it('is absent when nobody is impersonated', () => {
    renderPortal(<ImpersonationBanner />, { session: 'admin' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
