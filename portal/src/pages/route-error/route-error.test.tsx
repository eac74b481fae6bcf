import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPortal } from '../../fixtures/index.ts';
import { RouteError } from './route-error.tsx';

function Broken(): never {
  throw new Error('The page could not be drawn');
}

afterEach(() => vi.restoreAllMocks());

describe('RouteError', () => {
  it('shows "Oops, something went wrong" with the error and reports it', async () => {
    // React and the router log the caught error; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    renderPortal(null, { routes: [{ path: '/', element: <Broken />, errorElement: <RouteError /> }] });
    expect(await screen.findByRole('heading', { name: 'Oops, something went wrong' })).toBeVisible();
    expect(screen.getByText('The page could not be drawn')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to home page' })).toBeVisible();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/\/v1\/uiLogs$/), expect.objectContaining({ method: 'POST' })));
    vi.unstubAllGlobals();
  });
});
