import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobRequest } from '@lingua/contract';
import { FileRequestDetails } from './file-request-details.tsx';
import { renderMt } from '../fixtures/render.tsx';
import { sessionStore } from '@lingua/core';
import { errorResponse, installFetchDouble } from '@lingua/core/test/fetch-double';
import type { FetchDouble, FetchRoute } from '@lingua/core/test/fetch-double';
import { fixtureFileRequest, referenceRoutes, requestRoutes } from '../fixtures/mt-fixtures.ts';

let double: FetchDouble;
afterEach(() => {
  double.restore();
  vi.useRealTimers();
});

function setup(request: JobRequest, { settings = {}, routes = [] as FetchRoute[], humanProjectUrl }: { settings?: object; routes?: FetchRoute[]; humanProjectUrl?: string } = {}) {
  double = installFetchDouble([...referenceRoutes(settings), ...requestRoutes(request), ...routes]);
  const user = userEvent.setup();
  const onReturn = vi.fn();
  renderMt(<FileRequestDetails jobRequestId={request.id} onReturn={onReturn} humanProjectUrl={humanProjectUrl} />);
  return { user, onReturn };
}

describe('FileRequestDetails (spec 3 §2.2)', () => {
  it('shows name, status, source files and translated files per language', async () => {
    const { user, onReturn } = setup(fixtureFileRequest());
    expect(await screen.findByRole('heading', { name: /Patient leaflet.docx \+1/ })).toBeVisible();
    expect(screen.getByText('Completed')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Source files' })).toBeVisible();
    // Default language: the first target by name (Catalan before Spanish).
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('Catalan');
    expect(screen.getAllByRole('button', { name: 'Download Patient leaflet.docx' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Return' }));
    expect(onReturn).toHaveBeenCalled();
  });

  it('says how many glossary terms were applied and, beside the human offer, the words the engine did not know', async () => {
    setup(fixtureFileRequest({ glossaryTermsApplied: 7, unknownWords: 12 }));
    expect(await screen.findByText('7 terms from your glossary applied')).toBeVisible();
    const offer = screen.getByRole('button', { name: 'Request human translation' }).closest('[role="alert"], .mantine-Alert-root') as HTMLElement;
    expect(within(offer).getByText('12 words the engine did not know')).toBeVisible();
  });

  it('uses the singular for one, and says nothing of counts that are absent', async () => {
    setup(fixtureFileRequest({ glossaryTermsApplied: 1, unknownWords: 1 }), { settings: { disableHumanEscalation: true } });
    expect(await screen.findByText('1 term from your glossary applied')).toBeVisible();
    // No offer of a human translator: the count stands alone.
    expect(screen.getByText('1 word the engine did not know')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Request human translation' })).not.toBeInTheDocument();
  });

  it('shows no count line when the engine applied no term and knew every word', async () => {
    setup(fixtureFileRequest());
    expect(await screen.findByRole('heading', { name: 'Source files' })).toBeVisible();
    expect(screen.queryByText(/from your glossary applied|the engine did not know/)).not.toBeInTheDocument();
  });

  it("answers a request of another area with the spec's internal error, not file details (spec 3 §8)", async () => {
    setup(fixtureFileRequest({ origination: 'MEDIAAI' }));
    expect(await screen.findByText('Unsupported job request origination')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Source files' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return' })).toBeVisible();
  });

  it('offers the way back, not a retry, for a request that is not found', async () => {
    const { user, onReturn } = setup(fixtureFileRequest({ id: 'jr-gone' }), { routes: [{ path: '/jobRequests/jr-gone', reply: errorResponse(404, 'Job request not found', 'NOT_FOUND') }] });
    expect(await screen.findByText(/Job request not found/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return' }));
    expect(onReturn).toHaveBeenCalled();
  });

  it('offers a retry when the server could not answer', async () => {
    setup(fixtureFileRequest({ id: 'jr-busy' }), { routes: [{ path: '/jobRequests/jr-busy', reply: errorResponse(500, 'Internal error', 'INTERNAL') }] });
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeVisible();
  });

  it('downloads one file through its download URL', async () => {
    const { user } = setup(fixtureFileRequest());
    await screen.findByRole('heading', { name: 'Source files' });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getAllByRole('button', { name: 'Download Consent form.pdf' })[1]!);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(double.callsTo('/downloadUrl')[0]!.url.pathname).toBe('/v1/jobRequests/jr-1001/files/jr-1001%2Fcat%2FConsent%20form.pdf/downloadUrl');
    click.mockRestore();
  });

  it('says so when nothing is translated yet and disables Download all', async () => {
    setup(fixtureFileRequest({ status: 'TRANSLATING' }, false));
    expect(await screen.findByText('Translated files appear here when the translation is complete.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download all' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Request human translation' })).not.toBeInTheDocument();
  });

  it('says why a failed translation failed', async () => {
    setup(fixtureFileRequest({ status: 'FAILED', failureReason: 'Consent form.pdf → esn: the PDF holds no text' }, false));
    const reason = await screen.findByText('Consent form.pdf → esn: the PDF holds no text');
    expect(reason.closest('[role="alert"]')).toHaveTextContent('The translation failed');
  });

  it('says when a failed translation recorded no reason', async () => {
    setup(fixtureFileRequest({ status: 'FAILED' }, false));
    const reason = await screen.findByText(/No reason was recorded/);
    expect(reason.closest('[role="alert"]')).toHaveTextContent('The translation failed');
  });

  it('opens the zip dialog with Download all', async () => {
    const { user } = setup(fixtureFileRequest());
    await user.click(await screen.findByRole('button', { name: 'Download all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download translated files' });
    expect(await within(dialog).findByRole('link', { name: /Download Patient leaflet \+1\.zip/ })).toHaveAttribute('href', 'https://files.example/all.zip');
  });

  it('links the human-translation project', async () => {
    setup(fixtureFileRequest({ status: 'SUBMITTED_TO_XTRF', xtrfInternalId: 4711, xtrfName: 'P-4711' }), { humanProjectUrl: 'https://xtrf.example/projects/{xtrfInternalId}' });
    expect(await screen.findByRole('link', { name: /Open project P-4711/ })).toHaveAttribute('href', 'https://xtrf.example/projects/4711');
    expect(screen.getByText('Submitted to Human Expert')).toBeVisible();
  });

  it('renames with the inline editor', async () => {
    const { user } = setup(fixtureFileRequest());
    await user.click(await screen.findByRole('button', { name: 'Edit name' }));
    const input = screen.getByRole('textbox', { name: 'Request name' });
    await user.clear(input);
    await user.type(input, 'Leaflet final{Enter}');
    await waitFor(() => expect(double.callsTo('/renameJobRequest')).toHaveLength(1));
    expect(double.callsTo('/renameJobRequest')[0]!.body).toEqual({ newName: 'Leaflet final' });
  });

  it('hides rename while the request is being submitted', async () => {
    setup(fixtureFileRequest({ status: 'SUBMITTING_TO_XTRF' }));
    expect(await screen.findByText('Submitting to Human Expert')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit name' })).not.toBeInTheDocument();
  });

  it.each([
    ['COMPLETED', {}, true],
    ['FAILED', {}, true],
    ['TRANSLATING', {}, false],
    ['SUBMITTED_TO_XTRF', {}, false],
    ['COMPLETED', { disableHumanEscalation: true }, false],
  ] as const)('offers human escalation for %s with %o: %s', async (status, settings, offered) => {
    setup(fixtureFileRequest({ status }), { settings });
    await screen.findByRole('heading', { name: 'Source files' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Request human translation' }) !== null).toBe(offered));
  });

  it('refreshes every 10 s while in progress', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: JobRequest['status'] = 'TRANSLATING';
    setup(fixtureFileRequest(), { routes: [{ path: '/jobRequests/jr-1001', reply: () => fixtureFileRequest({ status }) }] });
    expect(await screen.findByText('Processing')).toBeVisible();
    status = 'COMPLETED';
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByText('Completed')).toBeVisible();
    const calls = double.callsTo('/jobRequests/jr-1001').length;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(double.callsTo('/jobRequests/jr-1001').length).toBe(calls);
  });

  it('names the engine of each target to staff acting for the client, and to nobody else', async () => {
    const request = fixtureFileRequest({ mtEngines: { esn: ['deepl'], cat: ['apertium'] } });
    setup(request);
    expect(await screen.findByRole('heading', { name: /Patient leaflet.docx \+1/ })).toBeVisible();
    expect(screen.queryByText('Translated by')).toBeNull();
    const client = sessionStore.getState().user!;
    act(() => {
      sessionStore.getState().setUser({ ...client, username: 'admin@lingua.example', roles: ['ADMIN'] });
      sessionStore.getState().setOverride({ username: client.username, email: client.email, roles: ['CLIENT'] });
    });
    expect(await screen.findByText('Translated by')).toBeVisible();
    expect(screen.getByText('Catalan: apertium; Spanish: deepl')).toBeVisible();
    act(() => sessionStore.getState().setOverride(null));
  });
});
