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
    expect(await within(thread).findByText('By e-mail')).toBeInTheDocument();
    await userEvent.type(within(thread).getByRole('textbox', { name: 'Your message' }), 'Yes, we keep it.');
    await userEvent.click(within(thread).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Yes, we keep it.' }));
  });

  it('says when no client is waiting', async () => {
    startPage(coordinator);
    answerApi({ 'GET /conversations/inbox': { threads: [] } });
    renderWithLingua(<ConversationInbox />);
    expect(await screen.findByText('No client is waiting for an answer.')).toBeInTheDocument();
  });
});
