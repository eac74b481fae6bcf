import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountOf, answerApi, clientAdminUser, pending, signedInAs, status, type StoryAnswer } from '@lingua/core/test/story-session';
import { auditEvents } from '../story-fixtures/audit-events.ts';
import { AuditTrailTab } from './audit-trail-tab.tsx';

// The company admin's Audit trail tab (decision 182), in each state it can show.
const meta = { title: 'Account/Audit trail', component: AuditTrailTab } satisfies Meta<typeof AuditTrailTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const TRAIL = 'GET /clientConfigs/1/auditEvents';
const setup = (trail: StoryAnswer) => () => {
  signedInAs(clientAdminUser);
  return answerApi({ 'GET /userAccount': accountOf(clientAdminUser), [TRAIL]: trail });
};
const body = () => within(document.body);

export const Events: Story = { beforeEach: setup({ items: auditEvents, totalItems: 57 }) };
export const NoEvents: Story = { beforeEach: setup({ items: [], totalItems: 0 }) };
export const Loading: Story = { beforeEach: setup(pending) };
export const Failed: Story = { beforeEach: setup(status(500, { message: 'Internal Server Error' })) };
/** Filtered to downloads: the call carries the filter, and the table shows what it answers. */
export const FilteredToDownloads: Story = {
  beforeEach: setup(({ url }: { url: URL }) => {
    const kind = url.searchParams.get('event');
    const items = kind ? auditEvents.filter((e) => e.event === kind) : auditEvents;
    return { status: 200, body: { items, totalItems: items.length } };
  }),
  play: async () => {
    await userEvent.click(await body().findByRole('combobox', { name: 'Event' }));
    await userEvent.click(await body().findByRole('option', { name: 'File downloaded' }));
    await userEvent.click(body().getByRole('button', { name: 'Apply filters' }));
    await expect(await body().findByText('4 events')).toBeInTheDocument();
  },
};
export const ExportFailed: Story = {
  beforeEach: () => {
    signedInAs(clientAdminUser);
    return answerApi({ 'GET /userAccount': accountOf(clientAdminUser), [TRAIL]: { items: auditEvents, totalItems: 10 }, [`${TRAIL}/export`]: status(400, { message: 'The export holds at most 50000 events: choose a shorter date range' }) });
  },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Download CSV' }));
    await expect(await body().findByText(/choose a shorter date range/)).toBeInTheDocument();
  },
};

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...Events, name: 'Events, German', globals: { language: 'de' } };
export const Arabic: Story = { ...Events, name: 'Events, Arabic', globals: { language: 'ar' } };
