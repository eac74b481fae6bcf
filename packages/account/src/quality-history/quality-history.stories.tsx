import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountOf, answerApi, clientAdminUser, pending, signedInAs, status, type StoryAnswer } from '@lingua/core/test/story-session';
import { qualityHistory } from '../story-fixtures/quality-history.ts';
import { QualityHistoryTab } from './quality-history-tab.tsx';

// A client admin's quality history (decision 187), in each state it can show.
const meta = { title: 'Account/Quality history', component: QualityHistoryTab } satisfies Meta<typeof QualityHistoryTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const setup = (history: StoryAnswer) => () => {
  signedInAs(clientAdminUser);
  return answerApi({ 'GET /userAccount': accountOf(clientAdminUser), 'GET /clientConfigs/1/qualityHistory': history });
};
const body = () => within(document.body);

export const History: Story = { beforeEach: setup(qualityHistory) };
export const Loading: Story = { beforeEach: setup(pending) };
export const Empty: Story = { beforeEach: setup({ since: qualityHistory.since, rows: [] }) };
export const Failed: Story = { beforeEach: setup(status(500, { message: 'Internal Server Error' })) };
/** French chosen: the chart and its sentence follow the language. */
export const FrenchChosen: Story = {
  beforeEach: setup(qualityHistory),
  play: async () => {
    await userEvent.selectOptions(await body().findByRole('combobox', { name: 'Language' }), 'French');
    await expect(await body().findByText('Mean score of French per month: Feb 2026: 97.50, Mar 2026: 84.00.')).toBeInTheDocument();
  },
};

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...History, name: 'History, German', globals: { language: 'de' } };
export const Arabic: Story = { ...History, name: 'History, Arabic', globals: { language: 'ar' } };
