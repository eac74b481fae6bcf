import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { ZipStatus } from '@lingua/contract';
import { renderWithLingua } from '../../test/render.tsx';
import { resetPage } from '../../test/reset.ts';
import { ZipDownloadDialog } from './zip-download-dialog.tsx';
import { installFetchDouble } from '../../test/fetch-double.ts';
import type { FetchDouble } from '../../test/fetch-double.ts';

let double: FetchDouble;
beforeEach(() => {
  resetPage();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  double.restore();
  vi.useRealTimers();
});

/** Serves the zip status from a script of replies (the last one repeats) and records creations. */
function serveZip(statuses: ZipStatus[]) {
  let i = 0;
  double = installFetchDouble([
    { path: '/actions/zipTranslatedFiles/status', reply: () => statuses[Math.min(i++, statuses.length - 1)] },
    { method: 'POST', path: /\/actions\/zipTranslatedFiles$/, reply: { status: 'IN_PROGRESS' } },
  ]);
  return {
    creations: () => double.callsTo('/actions/zipTranslatedFiles', 'POST'),
    polls: () => double.callsTo('/actions/zipTranslatedFiles/status'),
  };
}

const tick = () => act(() => vi.advanceTimersByTimeAsync(1000));

describe('ZipDownloadDialog (spec 3 §4.5)', () => {
  it('starts the zip when NOT_STARTED, polls every second, then shows the download link', async () => {
    const zip = serveZip([{ status: 'NOT_STARTED' }, { status: 'IN_PROGRESS' }, { status: 'COMPLETED', downloadUrl: 'https://files.example/z.zip' }]);
    renderWithLingua(<ZipDownloadDialog opened jobRequestId="jr-1" zipFileName="leaflet.zip" onClose={() => {}} />);
    expect(await screen.findByText('Preparing your zip file…')).toBeVisible();
    await vi.waitFor(() => expect(zip.creations()).toHaveLength(1));
    expect(zip.creations()[0]!.url.searchParams.get('zipFileName')).toBe('leaflet.zip');
    expect(zip.polls()).toHaveLength(1);
    await tick();
    expect(zip.polls()).toHaveLength(2);
    await tick();
    const link = await screen.findByRole('link', { name: 'Download leaflet.zip' });
    expect(link).toHaveAttribute('href', 'https://files.example/z.zip');
    await tick();
    expect(zip.polls()).toHaveLength(3);
    expect(zip.creations()).toHaveLength(1);
  });

  it('retries once on FAILED, then shows the failure message', async () => {
    const zip = serveZip([{ status: 'FAILED' }]);
    renderWithLingua(<ZipDownloadDialog opened jobRequestId="jr-1" onClose={() => {}} />);
    await vi.waitFor(() => expect(zip.creations()).toHaveLength(1));
    await tick();
    expect(await screen.findByText('Oops, something went wrong. Please try again.')).toBeVisible();
    await tick();
    await tick();
    expect(zip.creations()).toHaveLength(1);
    expect(zip.polls()).toHaveLength(2);
  });

  it('recovers when the retry succeeds', async () => {
    const zip = serveZip([{ status: 'FAILED' }, { status: 'IN_PROGRESS' }, { status: 'COMPLETED', downloadUrl: '/z.zip' }]);
    renderWithLingua(<ZipDownloadDialog opened jobRequestId="jr-1" onClose={() => {}} />);
    await vi.waitFor(() => expect(zip.creations()).toHaveLength(1));
    await tick();
    await tick();
    expect(await screen.findByRole('link', { name: 'Download jr-1.zip' })).toBeVisible();
    expect(screen.queryByText('Oops, something went wrong. Please try again.')).not.toBeInTheDocument();
  });

  it('does not poll while closed', async () => {
    const zip = serveZip([{ status: 'IN_PROGRESS' }]);
    renderWithLingua(<ZipDownloadDialog opened={false} jobRequestId="jr-1" onClose={() => {}} />);
    await tick();
    expect(zip.polls()).toHaveLength(0);
  });
});
