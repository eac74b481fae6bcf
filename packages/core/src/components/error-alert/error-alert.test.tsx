import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorAlert } from './error-alert.tsx';
import { ApiError } from '../../api/api-error.ts';
import { renderWithLingua } from '../../../test/render.tsx';

describe('ErrorAlert', () => {
  it('shows an API error body with its error code', () => {
    const error = new ApiError({ url: '/x', status: 409, statusText: 'Conflict', body: { message: 'Quote expired', errorCode: 'Q17' } });
    renderWithLingua(<ErrorAlert error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Quote expired [Error code: Q17]');
  });

  it("shows a plain error's own message", () => {
    renderWithLingua(<ErrorAlert error={new Error('Network down')} title="Could not load" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    expect(screen.getByRole('alert')).toHaveTextContent('Network down');
  });

  it('shows Unexpected error for anything else', () => {
    renderWithLingua(<ErrorAlert error={{ weird: true }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected error');
  });

  it('offers a retry when asked to', async () => {
    const onRetry = vi.fn();
    renderWithLingua(<ErrorAlert error={new Error('x')} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
