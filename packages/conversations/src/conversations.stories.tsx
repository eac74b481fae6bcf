import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, userEvent, within } from 'storybook/test';
import { CONVERSATION_MESSAGE_MAX_LENGTH } from '@lingua/contract';
import { answerApi, clientAdminUser, pending, signedInAs, status, type StoryAnswer } from '@lingua/core/test/story-session';
import { ConversationCard } from './conversation-card.tsx';
import { conversationRoutes, REQUEST_ID, SEGMENT_FILE_KEY, THREAD_ID, threadListWithSegment } from './fixtures/conversation-fixtures.ts';

// A request's conversation (decision 185) and the staff inbox, in each state they show.
const meta = { title: 'Conversations/Request conversation', component: ConversationCard, args: { jobRequestId: REQUEST_ID, upload: async () => [] } } satisfies Meta<typeof ConversationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const threadsPath = `GET /jobRequests/${REQUEST_ID}/threads`;
const page = (over: Record<string, StoryAnswer> = {}) => () => {
  signedInAs(clientAdminUser);
  return answerApi({ ...conversationRoutes(), [`POST /threads/${THREAD_ID}/actions/markRead`]: status(204), ...over });
};
const body = () => within(document.body);

export const Threads: Story = { beforeEach: page() };
export const Empty: Story = { beforeEach: page({ [threadsPath]: { threads: [] } }) };
export const Loading: Story = { beforeEach: page({ [threadsPath]: pending }) };
export const Failed: Story = { beforeEach: page({ [threadsPath]: status(500, { message: 'Internal Server Error' }) }) };
export const ThreadOpen: Story = { args: { threadId: THREAD_ID }, beforeEach: page() };
// The threads about one segment, as the document editor shows them beside it.
const segment = { kind: 'segment' as const, fileKey: SEGMENT_FILE_KEY, position: 2 };
export const AboutASegment: Story = { args: { anchor: segment, onlyAnchor: true }, beforeEach: page({ [threadsPath]: threadListWithSegment }) };
export const AboutASegmentNone: Story = { args: { anchor: { ...segment, position: 0 }, onlyAnchor: true }, beforeEach: page({ [threadsPath]: threadListWithSegment }) };
export const NewQuestion: Story = {
  beforeEach: page(),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Ask a question' }));
  },
};
export const Sending: Story = {
  args: { threadId: THREAD_ID },
  beforeEach: page({ [`POST /threads/${THREAD_ID}/messages`]: pending }),
  play: async () => {
    await userEvent.type(await body().findByRole('textbox', { name: 'Your message' }), 'Thanks, that helps.');
    await userEvent.click(body().getByRole('button', { name: 'Send' }));
  },
};
export const OverTheLimit: Story = {
  args: { threadId: THREAD_ID },
  beforeEach: page(),
  play: async () => {
    fireEvent.change(await body().findByRole('textbox', { name: 'Your message' }), { target: { value: 'Too long. '.repeat(CONVERSATION_MESSAGE_MAX_LENGTH / 10 + 3) } });
  },
};
export const SendRefused: Story = {
  args: { threadId: THREAD_ID },
  beforeEach: page({ [`POST /threads/${THREAD_ID}/messages`]: status(404, { message: 'Thread not found', errorCode: 'THREAD_NOT_FOUND' }) }),
  play: async () => {
    await userEvent.type(await body().findByRole('textbox', { name: 'Your message' }), 'Still there?');
    await userEvent.click(body().getByRole('button', { name: 'Send' }));
  },
};

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...Threads, name: 'Threads, German', globals: { language: 'de' } };
export const Arabic: Story = { ...Threads, name: 'Threads, Arabic', globals: { language: 'ar' } };
