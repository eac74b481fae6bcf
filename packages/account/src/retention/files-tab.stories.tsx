import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  accountOf,
  answerApi,
  clientAdminUser,
  pending,
  signedInAs,
  status,
  type StoryAnswer,
} from '@lingua/core/test/story-session';
import { deletionReceipts } from '../story-fixtures/deletion-receipts.ts';
import { FilesTab } from './files-tab.tsx';

// The company admin's Files tab (decision 183), in each state it can show.
const meta = { title: 'Account/Files', component: FilesTab } satisfies Meta<typeof FilesTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const OFF = { clientId: '1', fileRetentionDays: null, providerMaximumDays: null, effectiveDays: null };
const SET = { clientId: '1', fileRetentionDays: 30, providerMaximumDays: 365, effectiveDays: 30 };
const setup =
  (
    retention: StoryAnswer,
    receipts: StoryAnswer = { items: deletionReceipts },
    more: Record<string, StoryAnswer> = {},
  ) =>
  () => {
    signedInAs(clientAdminUser);
    return answerApi({
      'GET /userAccount': accountOf(clientAdminUser),
      'GET /clientConfigs/1/retention': retention,
      'GET /clientConfigs/1/deletionReceipts': receipts,
      ...more,
    });
  };
const body = () => within(document.body);

export const Loading: Story = { beforeEach: setup(pending, pending) };
export const Off: Story = { beforeEach: setup(OFF) };
/** 30 days, under a provider maximum of a year. */
export const Set: Story = { beforeEach: setup(SET) };
export const Saving: Story = {
  beforeEach: setup(OFF, { items: deletionReceipts }, { 'PUT /clientConfigs/1/retention': pending }),
  play: async () => {
    await userEvent.click(await body().findByRole('radio', { name: /number of days/ }));
    await userEvent.click(body().getByRole('button', { name: 'Save' }));
  },
};
export const Failed: Story = {
  beforeEach: setup(
    status(500, { message: 'Internal Server Error' }),
    status(500, { message: 'Internal Server Error' }),
  ),
};
export const SaveRefused: Story = {
  beforeEach: setup(
    SET,
    { items: deletionReceipts },
    { 'PUT /clientConfigs/1/retention': status(400, { message: 'fileRetentionDays must be at most 365' }) },
  ),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Save' }));
    await expect(await body().findByText(/at most 365/)).toBeInTheDocument();
  },
};
export const ConfirmDelete: Story = {
  beforeEach: setup(SET),
  play: async () => {
    await userEvent.type(await body().findByLabelText('Requests that ended before'), '2026-07-01');
    await userEvent.click(body().getByRole('button', { name: /ended before Jul 1, 2026/ }));
    await expect(await body().findByRole('dialog', { name: 'Delete files?' })).toBeInTheDocument();
  },
};
/** The deletion done: its receipt's summary, and the list asked again. */
export const Deleted: Story = {
  beforeEach: setup(
    SET,
    { items: deletionReceipts },
    { 'POST /clientConfigs/1/actions/deleteFiles': deletionReceipts[1] },
  ),
  play: async () => {
    await userEvent.type(await body().findByLabelText('Requests that ended before'), '2026-07-01');
    await userEvent.click(body().getByRole('button', { name: /ended before Jul 1, 2026/ }));
    await userEvent.click(await body().findByRole('button', { name: 'Delete files' }));
    await expect(await body().findByText(/36 files/)).toBeInTheDocument();
  },
};
export const Receipts: Story = { beforeEach: setup(SET) };
export const NoReceipts: Story = { beforeEach: setup(OFF, { items: [] }) };

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...Receipts, name: 'Receipts, German', globals: { language: 'de' } };
export const Arabic: Story = { ...Receipts, name: 'Receipts, Arabic', globals: { language: 'ar' } };
