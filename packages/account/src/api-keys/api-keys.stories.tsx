import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountSettings } from '../account-settings/account-settings.tsx';
import { answerApi, clientAdminUser, pending, settingsRoutes, signedInAs, status } from '../story-fixtures/story-fixtures.ts';
import type { StoryAnswer } from '../story-fixtures/story-fixtures.ts';
import { apiKeys, newApiKeySecret } from '../story-fixtures/integration-fixtures.ts';

// The API keys tab of the account settings (issue 37 §1), in each state it can show.
const meta = {
  title: 'Account/API keys',
  component: AccountSettings,
  args: { opened: true, onClose: () => {}, initialTab: 'apiKeys' },
} satisfies Meta<typeof AccountSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const setup = (over: Record<string, StoryAnswer>) => () => {
  signedInAs(clientAdminUser);
  return answerApi(settingsRoutes(clientAdminUser, over));
};
const body = () => within(document.body);

export const NoKeys: Story = { beforeEach: setup({ 'GET /apiKeys': [] }) };
export const Keys: Story = { beforeEach: setup({ 'GET /apiKeys': apiKeys }) };
export const Loading: Story = { beforeEach: setup({ 'GET /apiKeys': pending }) };
export const Failed: Story = { beforeEach: setup({ 'GET /apiKeys': status(500, { message: 'Internal Server Error' }) }) };
export const FormErrors: Story = {
  beforeEach: setup({ 'GET /apiKeys': apiKeys }),
  play: async () => {
    await userEvent.click(await body().findByRole('checkbox', { name: 'Read requests and files' }));
    await userEvent.click(await body().findByRole('button', { name: 'Create key' }));
    await expect(await body().findByText('Enter a name for the key')).toBeInTheDocument();
  },
};
export const KeyJustCreated: Story = {
  beforeEach: setup({ 'GET /apiKeys': apiKeys, 'POST /apiKeys': status(201, { key: { ...apiKeys[0], name: 'ERP connector' }, secret: newApiKeySecret }) }),
  play: async () => {
    await userEvent.type(await body().findByRole('textbox', { name: /Key name/ }), 'ERP connector');
    await userEvent.click(body().getByRole('button', { name: 'Create key' }));
    await expect(await body().findByText(newApiKeySecret)).toBeInTheDocument();
  },
};
export const RevokeConfirmation: Story = {
  beforeEach: setup({ 'GET /apiKeys': apiKeys }),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Revoke Content platform' }));
    await expect(await body().findByRole('dialog', { name: 'Revoke API key' })).toBeInTheDocument();
  },
};
