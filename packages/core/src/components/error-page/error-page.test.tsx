import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary, ErrorPage } from './error-page.tsx';
import { renderWithLingua } from '../../../test/render.tsx';

describe('ErrorPage', () => {
  it('titles the page Oops, something went wrong', async () => {
    const onHome = vi.fn();
    renderWithLingua(<ErrorPage error={new Error('Chunk failed to load')} onHome={onHome} />);
    expect(screen.getByRole('heading', { name: 'Oops, something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Chunk failed to load');
    await userEvent.click(screen.getByRole('button', { name: 'Go to home page' }));
    expect(onHome).toHaveBeenCalledOnce();
  });

  it('is what ErrorBoundary shows when its content throws', () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    const original = console.error;
    console.error = () => {};
    try {
      renderWithLingua(
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>,
      );
    } finally {
      console.error = original;
    }
    expect(screen.getByRole('heading', { name: 'Oops, something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('render failed');
  });
});
