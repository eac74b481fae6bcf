// A request's conversation as its people see it (decision 185): threads with what they are about and unread badges,
// a thread's messages oldest first with the provider's marked, read marks, the composer's limit and sending.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONVERSATION_MESSAGE_MAX_LENGTH } from '@lingua/contract';
import { answerApi, clientAdmin, renderWithLingua, reply, startPage } from '@lingua/core/test/page-double';
import { ConversationCard } from './conversation-card.tsx';
import { ThreadsPanel } from './threads-panel.tsx';
import { conversationRoutes, messageList, REQUEST_ID, SEGMENT_FILE_KEY, THREAD_ID, threadListWithSegment } from './fixtures/conversation-fixtures.ts';
import { useAnchorMarks } from './anchor-marks.tsx';

afterEach(() => vi.unstubAllGlobals());

const noUpload = async () => [];

describe('Conversation of a request', () => {
  it('lists the threads with what each is about and its unread messages', async () => {
    startPage(clientAdmin);
    answerApi(conversationRoutes());
    renderWithLingua(<ConversationCard jobRequestId={REQUEST_ID} />);
    expect(screen.getByRole('heading', { name: 'Conversation' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Threads of this request' });
    const rows = within(list).getAllByRole('button');
    // Each is named by the text it shows (WCAG 2.5.3: the visible label is part of the name).
    expect(rows[0]).toHaveAccessibleName(/^The whole request\s*Yes, Friday still holds\. The glossary is attached\.\s*2 messages · .+1 unread$/);
    expect(rows[1]).toHaveAccessibleName(/^File patient-leaflet\.docx\s*Can you keep our older term “insurance card” in this file\?/);
    expect(within(rows[0]!).getByText('1 unread')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/2 messages/)).toBeInTheDocument();
  });

  it('says when there is no thread yet, and starts one on the request', async () => {
    startPage(clientAdmin);
    const made = { ...messageList.thread, unread: 0, messageCount: 1 };
    const calls = answerApi({
      ...conversationRoutes(),
      [`GET /jobRequests/${REQUEST_ID}/threads`]: { threads: [] },
      [`POST /jobRequests/${REQUEST_ID}/threads`]: reply(201, made),
    });
    renderWithLingua(<ThreadsPanel jobRequestId={REQUEST_ID} upload={noUpload} />);
    expect(await screen.findByText('No questions yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Is the deadline still Friday?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ anchor: { kind: 'request' }, text: 'Is the deadline still Friday?' }));
    expect(await screen.findByRole('heading', { name: 'Thread: The whole request' })).toBeInTheDocument();
  });

  it('opens a thread: messages oldest first, the provider marked, attachments to download, and read', async () => {
    startPage(clientAdmin);
    const calls = answerApi({ ...conversationRoutes(), [`POST /threads/${THREAD_ID}/actions/markRead`]: reply(204) });
    renderWithLingua(<ThreadsPanel jobRequestId={REQUEST_ID} threadId={THREAD_ID} />);
    const messages = await screen.findByRole('list', { name: 'Messages' });
    const items = within(messages).getAllByRole('listitem').filter((li) => li.parentElement === messages);
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Alice Client', 'Casey Coordinator']);
    expect(within(items[1]!).getByText('Provider')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Download glossary.xlsx' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === `/threads/${THREAD_ID}/actions/markRead`)).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'All threads' }));
    expect(await screen.findByRole('list', { name: 'Threads of this request' })).toBeInTheDocument();
  });

  it('counts the characters, refuses a message over the limit and sends one within it', async () => {
    startPage(clientAdmin);
    const calls = answerApi({ ...conversationRoutes(), [`POST /threads/${THREAD_ID}/actions/markRead`]: reply(204), [`POST /threads/${THREAD_ID}/messages`]: reply(201, messageList.messages[0]) });
    renderWithLingua(<ThreadsPanel jobRequestId={REQUEST_ID} threadId={THREAD_ID} upload={noUpload} />);
    const field = await screen.findByRole('textbox', { name: 'Your message' });
    fireEvent.change(field, { target: { value: 'x'.repeat(CONVERSATION_MESSAGE_MAX_LENGTH + 5) } });
    expect(screen.getByText('The message is 5 characters too long.')).toBeInTheDocument();
    expect(screen.getByText('10,005 / 10,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.change(field, { target: { value: '' } });
    await userEvent.type(field, 'Thanks, that helps.');
    expect(screen.getByText('19 / 10,000 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/messages'))?.body).toEqual({ text: 'Thanks, that helps.' }));
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it("shows the server's refusal and keeps the text", async () => {
    startPage(clientAdmin);
    answerApi({ ...conversationRoutes(), [`POST /threads/${THREAD_ID}/actions/markRead`]: reply(204), [`POST /threads/${THREAD_ID}/messages`]: reply(404, { message: 'Thread not found', errorCode: 'THREAD_NOT_FOUND' }) });
    renderWithLingua(<ThreadsPanel jobRequestId={REQUEST_ID} threadId={THREAD_ID} upload={noUpload} />);
    const field = await screen.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, 'Still there?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Thread not found');
    expect(field).toHaveValue('Still there?');
  });

  it("an editor's segment lists only its own threads, asks about it, and marks the segments that have threads", async () => {
    startPage(clientAdmin);
    const segment = { kind: 'segment' as const, fileKey: SEGMENT_FILE_KEY, position: 2 };
    const calls = answerApi({
      ...conversationRoutes(),
      [`GET /jobRequests/${REQUEST_ID}/threads`]: threadListWithSegment,
      [`POST /jobRequests/${REQUEST_ID}/threads`]: reply(201, { ...threadListWithSegment.threads[2], id: THREAD_ID }),
    });
    function Marks() {
      const mark = useAnchorMarks(REQUEST_ID);
      return (
        <p>
          <span data-testid="third">{mark(segment)}</span>
          <span data-testid="first">{mark({ ...segment, position: 0 })}</span>
        </p>
      );
    }
    renderWithLingua(
      <>
        <Marks />
        <ThreadsPanel jobRequestId={REQUEST_ID} anchor={segment} onlyAnchor upload={noUpload} />
      </>,
    );
    const list = await screen.findByRole('list', { name: 'Threads about Segment 3 of patient-leaflet.docx' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByRole('button')).toHaveAccessibleName(/Anwendungsgebiet/);
    expect(screen.getByTestId('third').querySelector('[aria-label]')).toHaveAttribute('aria-label', '1 thread with unread messages');
    expect(screen.getByTestId('first')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Ask about this segment' }));
    expect(screen.getByRole('heading', { name: 'New question: Segment 3 of patient-leaflet.docx' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Is this the approved term?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ anchor: segment, text: 'Is this the approved term?' }));
  });
});
