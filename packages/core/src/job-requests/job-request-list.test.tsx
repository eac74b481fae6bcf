import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobRequest } from '@lingua/contract';
import { renderWithLingua } from '../../test/render.tsx';
import { resetPage } from '../../test/reset.ts';
import { JobRequestList } from './job-request-list.tsx';
import { RequestDetailsParts } from './request-details-parts.tsx';
import { setNoticeStreamUp } from '../notices/notices-state.ts';
import { pageSizeStorageKey } from './use-page-size.ts';
import { installFetchDouble, noContent } from '../../test/fetch-double.ts';
import type { FetchDouble, FetchRoute } from '../../test/fetch-double.ts';
import { fixtureJobRequest, fixtureRequests, fixtureRequestsOfEveryGroup } from './fixtures/job-request-fixtures.ts';
import { clientAdminUser, employeeUser, signedInAs } from '../../test/story-session.ts';

let double: FetchDouble | undefined;
function serve(routes: FetchRoute[]): FetchDouble {
  double = installFetchDouble(routes);
  return double;
}
const listRoute = (items: JobRequest[], nextPageToken?: string): FetchRoute => ({ path: '/jobRequests', reply: { items, nextPageToken } });

beforeEach(() => {
  resetPage();
});
afterEach(() => {
  double?.restore();
  vi.useRealTimers();
});

function renderList(onViewDetails = vi.fn()) {
  renderWithLingua(<JobRequestList listId="mt-files" origination="MT" onViewDetails={onViewDetails} />);
  return onViewDetails;
}

describe('JobRequestList', () => {
  it('shows columns, statuses and asks for the MT origination with the default page size', async () => {
    const d = serve([listRoute(fixtureRequestsOfEveryGroup())]);
    renderList();
    expect(await screen.findByRole('link', { name: 'Patient leaflet Q1' })).toBeVisible();
    for (const header of ['Name', 'Source language', 'Target languages', 'Created', 'Status']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeVisible();
    }
    for (const label of ['Completed', 'Processing', 'Failed', 'Submitting to Human Expert', 'Submitted to Human Expert', 'Archived', 'Unknown status']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByRole('cell', { name: 'Catalan, French' })[0]).toBeVisible();
    const query = d.callsTo('/jobRequests')[0]!.url.searchParams;
    expect(query.get('origination')).toBe('MT');
    expect(query.get('pageSize')).toBe('10');
    expect(query.get('status')).toBeNull();
  });

  it('marks a request whose files were deleted beside its status', async () => {
    serve([listRoute([fixtureJobRequest({ id: '41', name: 'Ward leaflet', status: 'COMPLETED', filesDeletedAt: '2026-12-01T09:30:00.000Z' })])]);
    renderList();
    const row = (await screen.findByRole('link', { name: 'Ward leaflet' })).closest('tr')!;
    expect(within(row).getByText(/^Files deleted on Dec 1, 2026/)).toBeVisible();
  });

  it("asks for the user's own requests; a company admin switches to everyone's in the company", async () => {
    signedInAs(clientAdminUser);
    const d = serve([listRoute(fixtureRequests(2, 1))]);
    renderList();
    await screen.findByRole('link', { name: fixtureRequests(2, 1)[0]!.name });
    expect(d.callsTo('/jobRequests')[0]!.url.searchParams.get('scope')).toBe('mine');
    await userEvent.click(screen.getByRole('switch', { name: 'Everyone in my company' }));
    await waitFor(() => expect(d.callsTo('/jobRequests').at(-1)!.url.searchParams.get('scope')).toBe('company'));
  });

  it('shows an employee no switch to the whole company', async () => {
    signedInAs(employeeUser);
    serve([listRoute(fixtureRequests(2, 1))]);
    renderList();
    await screen.findByRole('link', { name: fixtureRequests(2, 1)[0]!.name });
    expect(screen.queryByRole('switch', { name: 'Everyone in my company' })).toBeNull();
  });

  it('shows the empty state and an API error', async () => {
    serve([listRoute([])]);
    renderList();
    expect(await screen.findByText('No requests yet.')).toBeVisible();
  });

  it('shows a load failure with the API message', async () => {
    serve([{ path: '/jobRequests', reply: new Response(JSON.stringify({ message: 'List is down' }), { status: 500, headers: { 'content-type': 'application/json' } }) }]);
    renderList();
    expect(await screen.findByText('List is down')).toBeVisible();
  });

  it('sends the picked status groups as raw statuses, comma-separated', async () => {
    const user = userEvent.setup();
    const d = serve([listRoute(fixtureRequests(2))]);
    renderList();
    await screen.findByRole('link', { name: 'Request 1' });
    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(screen.getByRole('option', { name: 'Failed' }));
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    await waitFor(() => expect(d.callsTo('/jobRequests').at(-1)!.url.searchParams.get('status')).toBe('CANCELLED,CANCELLING,FAILED,COMPLETED'));
  });

  it('pages with tokens: Page N labels, Next disabled without a token or on a short page, Previous by the token stack', async () => {
    const user = userEvent.setup();
    const d = serve([
      {
        path: '/jobRequests',
        reply: ({ url }: { url: URL }) => {
          const token = url.searchParams.get('pageToken');
          if (!token) return { items: fixtureRequests(10, 1), nextPageToken: 't2' };
          if (token === 't2') return { items: fixtureRequests(10, 11), nextPageToken: 't3' };
          return { items: fixtureRequests(3, 21), nextPageToken: 't4' };
        },
      },
    ]);
    renderList();
    await screen.findByRole('link', { name: 'Request 1' });
    expect(screen.getByText('Page 1')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Request 11' })).toBeVisible();
    expect(screen.getByText('Page 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Request 21' })).toBeVisible();
    expect(screen.getByText('Page 3')).toBeVisible();
    // A short page (3 of 10) disables Next even though a token came back.
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('link', { name: 'Request 11' })).toBeVisible();
    expect(screen.getByText('Page 2')).toBeVisible();
    expect(d.callsTo('/jobRequests').map((c) => c.url.searchParams.get('pageToken'))).toEqual(expect.arrayContaining([null, 't2', 't3']));
  });

  it('disables Next when no token comes back', async () => {
    serve([listRoute(fixtureRequests(10))]);
    renderList();
    await screen.findByRole('link', { name: 'Request 1' });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('remembers the page size per list', async () => {
    const user = userEvent.setup();
    const d = serve([listRoute(fixtureRequests(2))]);
    renderList();
    await screen.findByRole('link', { name: 'Request 1' });
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(screen.getByRole('option', { name: '20' }));
    await waitFor(() => expect(d.callsTo('/jobRequests').at(-1)!.url.searchParams.get('pageSize')).toBe('20'));
    expect(window.localStorage.getItem(pageSizeStorageKey('mt-files'))).toBe('20');
    expect(window.localStorage.getItem(pageSizeStorageKey('other'))).toBeNull();
  });

  it('starts from the remembered page size', async () => {
    window.localStorage.setItem(pageSizeStorageKey('mt-files'), '50');
    const d = serve([listRoute(fixtureRequests(2))]);
    renderList();
    await screen.findByRole('link', { name: 'Request 1' });
    expect(d.callsTo('/jobRequests')[0]!.url.searchParams.get('pageSize')).toBe('50');
  });

  it('disables Rename and Archive for ARCHIVED, CREATED and SUBMITTING_TO_XTRF; View details always works', async () => {
    const user = userEvent.setup();
    serve([listRoute(fixtureRequestsOfEveryGroup())]);
    const onViewDetails = renderList();
    await screen.findByRole('link', { name: 'Patient leaflet Q1' });
    for (const [name, locked] of [
      ['Consent form v3', true],
      ['Clinical trial summary', true],
      ['Old newsletter', true],
      ['Patient leaflet Q1', false],
      ['Scanned intake form', false],
    ] as const) {
      await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
      const rename = screen.getByRole('menuitem', { name: 'Rename' });
      const archive = screen.getByRole('menuitem', { name: 'Archive' });
      if (locked) {
        expect(rename).toBeDisabled();
        expect(archive).toBeDisabled();
      } else {
        expect(rename).toBeEnabled();
        expect(archive).toBeEnabled();
      }
      await user.click(screen.getByRole('menuitem', { name: 'View details' }));
      expect(onViewDetails).toHaveBeenLastCalledWith(expect.objectContaining({ name }));
    }
  });

  it('offers the inline edit button on the rows that may be renamed, and it opens the name editor', async () => {
    const user = userEvent.setup();
    serve([listRoute(fixtureRequestsOfEveryGroup())]);
    renderList();
    await screen.findByRole('link', { name: 'Patient leaflet Q1' });
    const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
    for (const name of ['Consent form v3', 'Clinical trial summary', 'Old newsletter']) {
      expect(within(row(name)).queryByRole('button', { name: 'Edit name' })).not.toBeInTheDocument();
    }
    expect(within(row('Scanned intake form')).getByRole('button', { name: 'Edit name' })).toBeInTheDocument();
    await user.click(within(row('Patient leaflet Q1')).getByRole('button', { name: 'Edit name' }));
    expect(screen.getByRole('textbox', { name: 'Request name' })).toHaveValue('Patient leaflet Q1');
  });

  it('renames inline from the row action and sends only a changed name', async () => {
    const user = userEvent.setup();
    const d = serve([listRoute([fixtureJobRequest()]), { method: 'POST', path: /renameJobRequest$/, reply: noContent() }]);
    renderList();
    await screen.findByRole('link', { name: 'Patient leaflet Q1' });
    await user.click(screen.getByRole('button', { name: 'Actions for Patient leaflet Q1' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const input = screen.getByRole('textbox', { name: 'Request name' });
    await user.keyboard('{Enter}');
    expect(d.callsTo('/renameJobRequest')).toHaveLength(0);
    expect(screen.queryByRole('textbox', { name: 'Request name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Patient leaflet Q1' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    await user.clear(screen.getByRole('textbox', { name: 'Request name' }));
    await user.type(screen.getByRole('textbox', { name: 'Request name' }), 'Leaflet final{Enter}');
    await waitFor(() => expect(d.callsTo('/renameJobRequest', 'POST')).toHaveLength(1));
    expect(d.callsTo('/renameJobRequest')[0]!.body).toEqual({ newName: 'Leaflet final' });
    expect(d.callsTo('/renameJobRequest')[0]!.url.pathname).toBe('/v1/jobRequests/jr-1001/actions/renameJobRequest');
    expect(input).not.toBeInTheDocument();
  });

  it('archives after confirmation only', async () => {
    const user = userEvent.setup();
    const d = serve([listRoute([fixtureJobRequest()]), { method: 'POST', path: /archive$/, reply: noContent() }]);
    renderList();
    await screen.findByRole('link', { name: 'Patient leaflet Q1' });
    await user.click(screen.getByRole('button', { name: 'Actions for Patient leaflet Q1' }));
    await user.click(screen.getByRole('menuitem', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive request' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(d.callsTo('/archive')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Actions for Patient leaflet Q1' }));
    await user.click(screen.getByRole('menuitem', { name: 'Archive' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Archive request' })).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(d.callsTo('/jobRequests/jr-1001/actions/archive', 'POST')).toHaveLength(1));
  });

  it('refreshes every 10 s only while a shown item is in progress', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: JobRequest['status'] = 'TRANSLATING';
    const d = serve([{ path: '/jobRequests', reply: () => ({ items: [fixtureJobRequest({ status })] }) }]);
    renderList();
    expect(await within(await screen.findByRole('table')).findByText('Processing')).toBeVisible();
    const before = d.callsTo('/jobRequests').length;
    status = 'COMPLETED';
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await within(screen.getByRole('table')).findByText('Completed')).toBeVisible();
    const afterCompleted = d.callsTo('/jobRequests').length;
    expect(afterCompleted).toBeGreaterThan(before);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(d.callsTo('/jobRequests').length).toBe(afterCompleted);
  });

  it('keeps an in-progress request moving while the notice stream is up (no notice carries its progress)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setNoticeStreamUp(true);
    try {
      let progress = 10;
      const d = serve([{ path: '/jobRequests', reply: () => ({ items: [fixtureJobRequest({ status: 'TRANSLATING', progress })] }) }]);
      renderList();
      expect(await within(await screen.findByRole('table')).findByText('Processing')).toBeVisible();
      const before = d.callsTo('/jobRequests').length;
      progress = 60;
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(d.callsTo('/jobRequests').length).toBeGreaterThan(before);
    } finally {
      setNoticeStreamUp(false);
    }
  });
  it('shows the mark another feature hands in under a listed request\'s name, asked for the page\'s ids', async () => {
    const requests = fixtureRequests(2, 1);
    serve([listRoute(requests)]);
    const asked: string[][] = [];
    const useListMarks = (ids: readonly string[]) => {
      asked.push([...ids]);
      return (id: string) => (id === requests[1]!.id ? <span>2 unread messages</span> : null);
    };
    renderWithLingua(
      <RequestDetailsParts useListMarks={useListMarks}>
        <JobRequestList listId="mt-files" origination="MT" onViewDetails={vi.fn()} />
      </RequestDetailsParts>,
    );
    const marked = (await screen.findByRole('link', { name: requests[1]!.name })).closest('tr')!;
    expect(within(marked).getByText('2 unread messages')).toBeVisible();
    expect(within(screen.getByRole('link', { name: requests[0]!.name }).closest('tr')!).queryByText(/unread/)).toBeNull();
    expect(asked.at(-1)).toEqual(requests.map((r) => r.id));
  });
});
