import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountOf, answerApi, clientAdminUser, pending, signedInAs, status, type StoryAnswer } from '@lingua/core/test/story-session';
import { WebhooksTab } from './webhooks-tab.tsx';
import { deliveries, disabledEndpoint, endpoints, failingEndpoint, newSigningSecret } from '../story-fixtures/integration-fixtures.ts';

// The Webhooks tab (decisions 136, 137), in each state it can show.
const meta = { title: 'Integrations/Webhooks', component: WebhooksTab } satisfies Meta<typeof WebhooksTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const setup = (over: Record<string, StoryAnswer>) => () => {
  signedInAs(clientAdminUser);
  return answerApi({ 'GET /userAccount': accountOf(clientAdminUser), ...over });
};
const body = () => within(document.body);
const all = [...endpoints, failingEndpoint, disabledEndpoint];

export const NoEndpoints: Story = { beforeEach: setup({ 'GET /webhookEndpoints': [] }) };
export const Loading: Story = { beforeEach: setup({ 'GET /webhookEndpoints': pending }) };
export const Failed: Story = { beforeEach: setup({ 'GET /webhookEndpoints': status(500, { message: 'Internal Server Error' }) }) };
export const EndpointFailing: Story = { beforeEach: setup({ 'GET /webhookEndpoints': [endpoints[0], failingEndpoint] }) };
export const EndpointDisabled: Story = { beforeEach: setup({ 'GET /webhookEndpoints': all }) };
export const EndpointJustAdded: Story = {
  beforeEach: setup({ 'GET /webhookEndpoints': endpoints, 'POST /webhookEndpoints': status(201, { endpoint: endpoints[0], secret: newSigningSecret }) }),
  play: async () => {
    await userEvent.type(await body().findByRole('textbox', { name: /Endpoint URL/ }), 'https://tms.acme-health.example/hooks/lingua');
    await userEvent.click(body().getByRole('button', { name: 'Add endpoint' }));
    await expect(await body().findByText(newSigningSecret)).toBeInTheDocument();
  },
};
export const AddressRefused: Story = {
  beforeEach: setup({
    'GET /webhookEndpoints': endpoints,
    'POST /webhookEndpoints': status(400, { message: 'Webhooks must go to a public HTTPS address; this one is on a private network (10.0.0.8). Your provider can allow private networks.', errorCode: 'INVALID_WEBHOOK_URL' }),
  }),
  play: async () => {
    await userEvent.type(await body().findByRole('textbox', { name: /Endpoint URL/ }), 'https://intranet.local/hooks');
    await userEvent.click(body().getByRole('button', { name: 'Add endpoint' }));
    await expect(await body().findByText(/a private address/)).toBeInTheDocument();
  },
};
export const DeliveryLog: Story = {
  beforeEach: setup({ 'GET /webhookEndpoints': all, [`GET /webhookEndpoints/${endpoints[0]!.id}/deliveries`]: deliveries }),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: `Delivery log of ${endpoints[0]!.url}` }));
    await expect(await body().findByText('{"received":true}')).toBeInTheDocument();
  },
};
export const DeliveryLogEmpty: Story = {
  beforeEach: setup({ 'GET /webhookEndpoints': endpoints, [`GET /webhookEndpoints/${endpoints[0]!.id}/deliveries`]: [] }),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: `Delivery log of ${endpoints[0]!.url}` }));
    await expect(await body().findByText('Nothing delivered yet. Send a test event to try the endpoint.')).toBeInTheDocument();
  },
};

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = {
  ...EndpointDisabled,
  name: 'Endpoint disabled, German',
  globals: { language: 'de' },
};
export const Arabic: Story = {
  ...EndpointDisabled,
  name: 'Endpoint disabled, Arabic',
  globals: { language: 'ar' },
};
