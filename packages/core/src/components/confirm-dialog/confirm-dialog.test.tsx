import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ApiError } from '../../api/api-error.ts';
import { renderWithLingua } from '../../../test/render.tsx';

describe('ConfirmDialog', () => {
  it('asks, then confirms', async () => {
    const onConfirm = vi.fn();
    renderWithLingua(
      <ConfirmDialog opened title="Disable account" message="Disable bob@example.com?" onConfirm={onConfirm} onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Disable account' });
    expect(dialog).toHaveTextContent('Disable bob@example.com?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('keeps a failure visible in the dialog', async () => {
    const failure = new ApiError({ url: '/x', status: 403, statusText: '', body: { message: 'Not your organisation', errorCode: 'ORG' } });
    renderWithLingua(
      <ConfirmDialog opened title="Disable MFA" message="Sure?" confirmLabel="Disable" onConfirm={() => Promise.reject(failure)} onClose={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not your organisation [Error code: ORG]');
  });

  it('cancels', async () => {
    const onClose = vi.fn();
    renderWithLingua(<ConfirmDialog opened title="Delete group" message="Sure?" onConfirm={() => {}} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
