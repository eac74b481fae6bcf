// The approval bar as a client meets it on a delivered request (decision 184): each language's latest decision,
// approving, requesting changes with a note, the server's 403 in its own words, and no bar for staff.
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobRequest } from '@lingua/contract';
import { sessionStore } from '@lingua/core';
import { errorResponse, installFetchDouble, type FetchDouble, type FetchRoute } from '@lingua/core/test/fetch-double';
import { FileRequestDetails } from '../file-translation/file-request-details.tsx';
import { renderMt } from '../fixtures/render.tsx';
import { fixtureFileRequest, referenceRoutes, requestRoutes } from '../fixtures/mt-fixtures.ts';
import { approvalRoutes, decisionApproved, decisionChangesRequested } from '../fixtures/approval-fixtures.ts';

let double: FetchDouble;
afterEach(() => double.restore());

function setup(routes: FetchRoute[], request: JobRequest = fixtureFileRequest()) {
  double = installFetchDouble([...referenceRoutes(), ...requestRoutes(request), ...routes]);
  renderMt(<FileRequestDetails jobRequestId={request.id} onReturn={() => undefined} />);
  return userEvent.setup();
}

const bar = () => screen.findByRole('region', { name: 'Your decision' });

describe('Approval bar', () => {
  it("shows each language's latest decision: who approved and when, or the changes asked for", async () => {
    setup(approvalRoutes([decisionChangesRequested, decisionApproved]));
    const region = await bar();
    expect(await within(region).findByText(/Approved by client@acme-health\.example on/)).toBeVisible();
    expect(within(region).getByText(/Changes requested by client@acme-health\.example on/)).toBeVisible();
    expect(within(region).getByText('Note: Use “prospecto” for leaflet, as in our glossary.')).toBeVisible();
    expect(within(region).getByText('2 open issues attached.')).toBeVisible();
  });

  it('approves a language and shows the decision', async () => {
    const user = setup(approvalRoutes());
    const region = await bar();
    expect(within(region).getAllByText('No decision yet.')).toHaveLength(2);
    await user.click(within(region).getByRole('button', { name: 'Approve Spanish' }));
    expect(await within(region).findByText(/Approved by/)).toBeVisible();
    expect(double.callsTo('/languages/esn/actions/approve', 'POST')).toHaveLength(1);
  });

  it('asks for a note before sending a request for changes, then sends it', async () => {
    const user = setup(approvalRoutes());
    const region = await bar();
    await user.click(within(region).getByRole('button', { name: 'Request changes to Catalan' }));
    await user.click(within(region).getByRole('button', { name: 'Send the request for changes' }));
    expect(await within(region).findByText('Say what should change.')).toBeVisible();
    expect(double.callsTo('/actions/requestChanges', 'POST')).toHaveLength(0);
    await user.type(within(region).getByRole('textbox', { name: 'What should change in Catalan' }), 'The dosage table is cut off.');
    await user.click(within(region).getByRole('button', { name: 'Send the request for changes' }));
    expect(await within(region).findByText('Note: The dosage table is cut off.')).toBeVisible();
    expect(double.callsTo('/languages/cat/actions/requestChanges', 'POST')[0]!.body).toEqual({ note: 'The dosage table is cut off.' });
    expect(within(region).getByText('1 open issue attached.')).toBeVisible();
  });

  it("says in the server's words why a colleague may not decide", async () => {
    const user = setup(approvalRoutes([], () => errorResponse(403, 'Only the person who made this request or your company’s admin can decide on it.', 'NOT_REQUEST_OWNER')));
    const region = await bar();
    await user.click(within(region).getByRole('button', { name: 'Approve Spanish' }));
    expect(await within(region).findByText(/Only the person who made this request or your company’s admin can decide on it\./)).toBeVisible();
  });

  it('is not offered before the translation is delivered', async () => {
    setup(approvalRoutes(), fixtureFileRequest({ status: 'TRANSLATING' }));
    expect(await screen.findByRole('heading', { name: /Patient leaflet.docx \+1/ })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your decision' })).toBeNull();
  });

  it('is not offered to staff: the client decides', async () => {
    setup(approvalRoutes());
    expect(await bar()).toBeVisible();
    act(() => sessionStore.getState().setUser({ ...sessionStore.getState().user!, username: 'coordinator@lingua.example', roles: ['PROJECT_COORDINATOR'] }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your decision' })).toBeNull());
  });
});
