import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountOf, answerApi, clientAdminUser, pending, signedInAs, status, type StoryAnswer } from '@lingua/core/test/story-session';
import { ApiKeysTab } from './api-keys-tab.tsx';
import { apiKeys, newApiKeySecret } from '../story-fixtures/integration-fixtures.ts';

// The API keys tab (decisions 133, 137), in each state it can show.
const meta = { title: 'Integrations/API keys', component: ApiKeysTab } satisfies Meta<typeof ApiKeysTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const setup = (over: Record<string, StoryAnswer>) => () => {
  signedInAs(clientAdminUser);
  return answerApi({ 'GET /userAccount': accountOf(clientAdminUser), ...over });
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

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...Keys, name: 'Keys, German', globals: { language: 'de' } };
export const Arabic: Story = { ...Keys, name: 'Keys, Arabic', globals: { language: 'ar' } };
