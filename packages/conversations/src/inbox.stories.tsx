import type { Meta, StoryObj } from '@storybook/react-vite';
import { answerApi, clientAdminUser, pending, signedInAs, status, type StoryAnswer } from '@lingua/core/test/story-session';
import { ConversationInbox } from './inbox.tsx';
import { conversationRoutes, FILE_THREAD_ID } from './fixtures/conversation-fixtures.ts';

// The staff's conversations inbox (decision 185), in each state it shows.
const meta = { title: 'Conversations/Staff inbox', component: ConversationInbox, args: { upload: async () => [] } } satisfies Meta<typeof ConversationInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const staff = { ...clientAdminUser, username: 'coordinator@lingua.example', email: 'coordinator@lingua.example', roles: ['PROJECT_COORDINATOR' as const], firstName: 'Casey', lastName: 'Coordinator' };
const page = (over: Record<string, StoryAnswer> = {}) => () => {
  signedInAs(staff);
  return answerApi({ ...conversationRoutes(), ...over });
};

export const Waiting: Story = { beforeEach: page() };
export const NoneWaiting: Story = { beforeEach: page({ 'GET /conversations/inbox': { threads: [] } }) };
export const Loading: Story = { beforeEach: page({ 'GET /conversations/inbox': pending }) };
export const Failed: Story = { beforeEach: page({ 'GET /conversations/inbox': status(500, { message: 'Internal Server Error' }) }) };
export const ThreadOpen: Story = { args: { threadId: FILE_THREAD_ID }, beforeEach: page() };

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...Waiting, name: 'Waiting, German', globals: { language: 'de' } };
export const Arabic: Story = { ...Waiting, name: 'Waiting, Arabic', globals: { language: 'ar' } };
