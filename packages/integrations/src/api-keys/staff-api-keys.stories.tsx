import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answerApi, clientAdminUser, signedInAs, type StoryAnswer } from '@lingua/core/test/story-session';
import { apiKeys } from '../story-fixtures/integration-fixtures.ts';
import { StaffApiKeysPage } from './staff-api-keys-page.tsx';

// Staff's page of every company's API keys (decision 152), in each state it can show.
const meta = { title: 'Integrations/Staff API keys', component: StaffApiKeysPage } satisfies Meta<typeof StaffApiKeysPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const staffUser = { ...clientAdminUser, username: 'pc@lingua.example', email: 'pc@lingua.example', roles: ['PROJECT_COORDINATOR'], firstName: 'Pat', lastName: 'Coordinator' };
// Three companies, so the Company column and its filter have something to tell apart.
const everyCompany = [...apiKeys, { ...apiKeys[1]!, id: '5f0c1f2e-1111-4000-8000-000000000009', clientId: 2, clientName: 'Globex', name: 'ERP connector', prefix: 'lpk_Gx11Yy22' },
  { ...apiKeys[0]!, id: '5f0c1f2e-1111-4000-8000-000000000010', clientId: 3, clientName: 'Initech', name: 'Subtitle pipeline', prefix: 'lpk_In33Tc44', lastUsedAt: null, lastUsedFrom: null },
];
const setup = (routes: Record<string, StoryAnswer>) => () => {
  signedInAs(staffUser);
  return answerApi(routes);
};

export const NoKeys: Story = { beforeEach: setup({ 'GET /apiKeys': [] }) };
export const SomeKeys: Story = { beforeEach: setup({ 'GET /apiKeys': everyCompany }) };
export const Revoking: Story = {
  beforeEach: setup({ 'GET /apiKeys': everyCompany }),
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Revoke ERP connector' }));
    await expect(await body.findByRole('dialog', { name: 'Revoke API key' })).toBeInTheDocument();
  },
};
