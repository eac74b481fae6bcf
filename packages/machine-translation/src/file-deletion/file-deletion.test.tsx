// "Delete files now" on a request's details (decision 183): the client admin confirms (memory and glossary kept
// unless ticked), the details then say when the files went; the server's refusal in its own words; nobody else
// is offered it.
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobRequest } from '@lingua/contract';
import { sessionStore } from '@lingua/core';
import { errorResponse, installFetchDouble, type FetchDouble, type FetchRoute } from '@lingua/core/test/fetch-double';
import { FileRequestDetails } from '../file-translation/file-request-details.tsx';
import { renderMt } from '../fixtures/render.tsx';
import { fixtureFileRequest, referenceRoutes, requestRoutes } from '../fixtures/mt-fixtures.ts';

let double: FetchDouble;
afterEach(() => double.restore());

const DELETED_AT = '2026-12-07T09:30:00.000Z';

function setup(request: JobRequest, routes: FetchRoute[] = []) {
  double = installFetchDouble([...referenceRoutes(), ...requestRoutes(request), ...routes]);
  renderMt(<FileRequestDetails jobRequestId={request.id} onReturn={() => undefined} />);
  return userEvent.setup();
}

describe('Delete files now', () => {
  it('deletes after the confirmation and then shows when the files were deleted', async () => {
    let deleted = false;
    const request = fixtureFileRequest();
    const user = setup(request, [
      { method: 'POST', path: `/jobRequests/${request.id}/actions/deleteFiles`, reply: () => ((deleted = true), Response.json({})) },
      { path: `/jobRequests/${request.id}`, reply: () => Response.json(deleted ? { ...request, filesDeletedAt: DELETED_AT } : request) },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete files now' }));
    expect(screen.getAllByLabelText(/^Download Patient leaflet/).length).toBeGreaterThan(0);
    const dialog = await screen.findByRole('dialog', { name: 'Delete the files of this request?' });
    expect(within(dialog).getByRole('checkbox', { name: /translation memory/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /glossaries/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete files' }));
    expect(await screen.findByText(/^Files deleted on Dec 7, 2026/)).toBeVisible();
    expect(double.callsTo('/actions/deleteFiles', 'POST')[0]!.body).toEqual({ deleteTranslationMemory: false, deleteGlossary: true });
    expect(screen.queryAllByLabelText(/^Download Patient leaflet/)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Delete files now' })).toBeNull();
  });

  it("shows the server's refusal in the dialog", async () => {
    const request = fixtureFileRequest();
    const user = setup(request, [{ method: 'POST', path: /\/actions\/deleteFiles$/, reply: () => errorResponse(409, 'The request has not ended yet: its files are still in use') }]);
    await user.click(await screen.findByRole('button', { name: 'Delete files now' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete files' }));
    expect(await within(dialog).findByText(/The request has not ended yet/)).toBeVisible();
  });

  it('shows "Files deleted on" in place of the files, with nothing to delete', async () => {
    setup(fixtureFileRequest({ filesDeletedAt: DELETED_AT }));
    expect(await screen.findByText(/^Files deleted on Dec 7, 2026/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete files now' })).toBeNull();
  });

  it('is offered neither while the request runs nor to an employee', async () => {
    setup(fixtureFileRequest({ status: 'TRANSLATING' }));
    expect(await screen.findByRole('heading', { name: /Patient leaflet.docx \+1/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete files now' })).toBeNull();
    double.restore();
    setup(fixtureFileRequest());
    expect(await screen.findAllByRole('button', { name: 'Delete files now' })).not.toHaveLength(0);
    act(() => sessionStore.getState().setUser({ ...sessionStore.getState().user!, roles: ['CLIENT_EMPLOYEE'] }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete files now' })).toBeNull());
  });
});
