import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountOf, answerApi, clientAdminUser, employeeUser, pending, signedInAs, status } from '../story-fixtures/story-fixtures.ts';
import type { StoryAnswer } from '../story-fixtures/story-fixtures.ts';
import { noNotices, someNotices } from '../story-fixtures/notice-fixtures.ts';
import { NoticesBell } from './notices-bell.tsx';
import { NoticesTab } from './notices-tab.tsx';
import de from '../texts/languages/de.ts';
import ar from '../texts/languages/ar.ts';

// The notices bell (decision 142), as the portal header and <lingua-notices> show it. The stream is refused in
// stories: the bell polls, as it does while a stream is down.
const meta = {
  title: 'Account/Notices bell',
  component: NoticesBell,
  args: { portalUrl: '' },
} satisfies Meta<typeof NoticesBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const bell = (notices: StoryAnswer) => () => {
  signedInAs(clientAdminUser);
  return answerApi({ 'GET /notices': notices, 'GET /notices/stream': status(503, { message: 'Service Unavailable' }), 'POST /notices/actions/markAllRead': status(204) });
};
const body = () => within(document.body);
const open = async (name: string) => userEvent.click(await body().findByRole('button', { name }));

export const NoneUnread: Story = {
  beforeEach: bell(noNotices),
  play: async () => {
    await open('Notices');
    await expect(await body().findByText(/No notices yet/)).toBeInTheDocument();
  },
};
export const SomeUnread: Story = {
  beforeEach: bell(someNotices),
  play: async () => {
    await open('Notices: 2 unread');
    await expect(await body().findByRole('link', { name: 'Your request “Patient leaflet 012” is complete' })).toBeInTheDocument();
  },
};
export const Loading: Story = { beforeEach: bell(pending) };

// The Notices tab of account settings: which notices also reach the user by e-mail.
const settings = (over: Record<string, StoryAnswer>, user = clientAdminUser) => () => {
  signedInAs(user);
  return answerApi({ 'GET /userAccount': accountOf(user), ...over });
};
const allOn = { mailEvents: ['request.completed', 'request.failed', 'media.files_rebuilt', 'quote.ready'] };

export const Preferences: StoryObj<typeof NoticesTab> = { render: () => <NoticesTab />, beforeEach: settings({ 'GET /userAccount/noticePreferences': allOn }) };
export const PreferencesSaved: StoryObj<typeof NoticesTab> = {
  render: () => <NoticesTab />,
  beforeEach: settings({ 'GET /userAccount/noticePreferences': allOn, 'PUT /userAccount/noticePreferences': { mailEvents: ['request.failed', 'quote.ready'] } }),
  play: async () => {
    await userEvent.click(await body().findByRole('checkbox', { name: 'A request I made is complete' }));
    await userEvent.click(body().getByRole('button', { name: 'Save choices' }));
    await expect(await body().findByText('Your choices are saved.')).toBeInTheDocument();
  },
};
// Only the notices a person can receive: an employee is not offered the retention notice, staff only theirs.
export const PreferencesEmployee: StoryObj<typeof NoticesTab> = {
  render: () => <NoticesTab />,
  beforeEach: settings({ 'GET /userAccount/noticePreferences': allOn }, employeeUser),
  play: async () => {
    await expect(await body().findByRole('checkbox', { name: 'A request I made is complete' })).toBeInTheDocument();
    await expect(body().queryByRole('checkbox', { name: /retention setting/ })).toBeNull();
    await expect(body().queryByRole('checkbox', { name: /\(staff\)/ })).toBeNull();
  },
};
export const PreferencesStaff: StoryObj<typeof NoticesTab> = {
  render: () => <NoticesTab />,
  beforeEach: settings({ 'GET /userAccount/noticePreferences': { mailEvents: ['review.changes_requested', 'message.created'] } }, { ...clientAdminUser, username: 'coordinator@lingua.example', email: 'coordinator@lingua.example', roles: ['PROJECT_COORDINATOR'], firstName: 'Cora', lastName: 'Coordinator' }),
  play: async () => {
    await expect(await body().findByRole('checkbox', { name: /A client requested changes/ })).toBeChecked();
    await expect(body().queryByRole('checkbox', { name: 'A request I made is complete' })).toBeNull();
  },
};
export const PreferencesLoading: StoryObj<typeof NoticesTab> = { render: () => <NoticesTab />, beforeEach: settings({ 'GET /userAccount/noticePreferences': pending }) };

/**
 * Decision 189: the bell with unread notices opened in German and in Arabic; its label (the count as the
 * language says it) is found by its first words, which also waits for the catalogue.
 */
const openIn = (texts: typeof de | typeof ar) => async () => {
  const notices = texts.account.notices;
  const unread = { name: new RegExp(`^${notices.bell}:`) };
  const bell = await body().findByRole('button', unread, { timeout: 5000 });
  await userEvent.click(bell);
  // Mantine names the panel by its bell (aria-labelledby), so it is found by its heading's words.
  await expect(await body().findByRole('dialog')).toHaveTextContent(notices.heading);
};
export const German: Story = {
  ...SomeUnread,
  name: 'Some unread, German',
  globals: { language: 'de' },
  play: openIn(de),
};
export const Arabic: Story = {
  ...SomeUnread,
  name: 'Some unread, Arabic',
  globals: { language: 'ar' },
  play: openIn(ar),
};
