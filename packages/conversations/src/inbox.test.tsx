// The staff's conversations inbox (decision 185): threads awaiting an answer, the longest waiting first, each opened
// beside the list and answered there.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@lingua/core';
import { answerApi, clientAdmin, renderWithLingua, reply, startPage } from '@lingua/core/test/page-double';
import { ConversationInbox } from './inbox.tsx';
import { conversationRoutes, FILE_THREAD_ID } from './fixtures/conversation-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const coordinator: SessionUser = { ...clientAdmin, username: 'coordinator@lingua.example', email: 'coordinator@lingua.example', roles: ['PROJECT_COORDINATOR'], firstName: 'Casey', lastName: 'Coordinator' };

describe('Conversations inbox', () => {
  it('lists the waiting threads and answers one beside the list', async () => {
    startPage(coordinator);
    const calls = answerApi({ ...conversationRoutes(), [`POST /threads/${FILE_THREAD_ID}/messages`]: reply(201, {}) });
    renderWithLingua(<ConversationInbox upload={async () => []} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Patient leaflet, SpanishFile patient-leaflet.docx', 'Discharge letterThe whole request']);
    await userEvent.click(screen.getByRole('button', { name: 'Answer Patient leaflet, Spanish: File patient-leaflet.docx' }));
    const thread = await screen.findByRole('region', { name: 'Conversation' });
    // Beside the open thread the table has no room: the same threads as a list.
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Conversations inbox' })).getAllByRole('listitem')).toHaveLength(2);
    expect(await within(thread).findByText('By e-mail')).toBeInTheDocument();
    await userEvent.type(within(thread).getByRole('textbox', { name: 'Your message' }), 'Yes, we keep it.');
    await userEvent.click(within(thread).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Yes, we keep it.' }));
  });

  it('lists the threads without a table at a phone’s width', async () => {
    const matchMedia = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') }));
    startPage(coordinator);
    answerApi(conversationRoutes());
    renderWithLingua(<ConversationInbox />);
    const list = await screen.findByRole('list', { name: 'Conversations inbox' });
    expect(screen.queryByRole('table')).toBeNull();
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Patient leaflet, Spanish')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Answer Patient leaflet, Spanish: File patient-leaflet.docx' })).toBeInTheDocument();
  });

  it('says when no client is waiting', async () => {
    startPage(coordinator);
    answerApi({ 'GET /conversations/inbox': { threads: [] } });
    renderWithLingua(<ConversationInbox />);
    expect(await screen.findByText('No client is waiting for an answer.')).toBeInTheDocument();
  });
});
