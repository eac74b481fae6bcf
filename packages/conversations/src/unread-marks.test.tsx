// A request's unread mark in the request lists (decision 185): one count call for the page's ids; a request without
// unread messages has no mark.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { answerApi, clientAdmin, renderWithLingua, startPage } from '@lingua/core/test/page-double';
import { REQUEST_ID } from './fixtures/conversation-fixtures.ts';
import { useUnreadMarks } from './unread-marks.tsx';

afterEach(() => vi.unstubAllGlobals());

function Marks({ ids }: { ids: string[] }) {
  const markOf = useUnreadMarks(ids);
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>
          {id}: {markOf(id)}
        </li>
      ))}
    </ul>
  );
}

describe('Unread marks of the request lists', () => {
  it('marks the requests with unread messages from one call for the page', async () => {
    startPage(clientAdmin);
    const calls = answerApi({
      'GET /conversations/unreadCounts': {
        counts: [
          { jobRequestId: REQUEST_ID, threads: 2, unread: 1 },
          { jobRequestId: 'read-all', threads: 1, unread: 0 },
        ],
      },
    });
    renderWithLingua(<Marks ids={[REQUEST_ID, 'read-all', 'no-threads']} />);
    expect(await screen.findByText('1 unread message')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([`${REQUEST_ID}: 1 unread message`, 'read-all: ', 'no-threads: ']);
    await waitFor(() => expect(calls.filter((c) => c.path === '/conversations/unreadCounts').map((c) => c.query)).toEqual([{ jobRequestIds: `${REQUEST_ID},read-all,no-threads` }]));
  });

  it('asks nothing while the list is empty', async () => {
    startPage(clientAdmin);
    const calls = answerApi({});
    renderWithLingua(<Marks ids={[]} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.path === '/conversations/unreadCounts')).toEqual([]);
  });
});
