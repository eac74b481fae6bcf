import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { installApiDouble } from '@lingua/core/test/api-double';
import type { DoubleHandler } from '@lingua/core/test/api-double';
import { acme, allTypesCustomFields, globex, initech, referenceRoutes } from '../fixtures/quote-request-fixtures.ts';
import { applySession } from '../fixtures/session.ts';
import { QuoteRequest } from './quote-request.tsx';

// Each story sets the session and answers the API from fixtures; Storybook calls the returned restore.
const withPage = (kind: 'signedIn' | 'visitor', routes: Record<string, DoubleHandler>) => () => {
  applySession(kind);
  return installApiDouble(routes).restore;
};

const account = { username: 'client@acme-health.example', email: 'client@acme-health.example', roles: ['CLIENT'], applications: [], isFederatedSsoAccount: false, clientConfig: acme };

const meta = {
  title: 'Quote request/Create project',
  component: QuoteRequest,
  args: { onHome: () => undefined, onSignUp: () => undefined },
} satisfies Meta<typeof QuoteRequest>;

export default meta;
type Story = StoryObj<typeof meta>;

async function enterEmail(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail address' }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
}

export const VisitorEmailStep: Story = { beforeEach: withPage('visitor', {}) };

export const VisitorEmailInvalid: Story = {
  beforeEach: withPage('visitor', {}),
  play: async ({ canvasElement }) => {
    await enterEmail(canvasElement, 'not-an-email');
    await expect(within(canvasElement).getByText('Invalid email format')).toBeVisible();
  },
};

export const VisitorCompanyPick: Story = {
  beforeEach: withPage('visitor', { 'GET /clientConfigs': { body: [acme, globex, initech] } }),
  play: async ({ canvasElement }) => {
    await enterEmail(canvasElement, 'vera@acme.example');
    await expect(await within(canvasElement).findByRole('radiogroup', { name: 'Company' })).toBeVisible();
  },
};

export const VisitorInactiveClient: Story = {
  beforeEach: withPage('visitor', { 'GET /clientConfigs': { body: [initech] } }),
  play: async ({ canvasElement }) => {
    await enterEmail(canvasElement, 'vera@initech.example');
    await expect(await within(canvasElement).findByRole('heading', { name: 'Your company cannot accept new requests' })).toBeVisible();
  },
};

export const VisitorSubmissionsDisabled: Story = {
  beforeEach: withPage('visitor', { 'GET /clientConfigs': { body: [globex] } }),
  play: async ({ canvasElement }) => {
    await enterEmail(canvasElement, 'vera@globex.example');
    await expect(await within(canvasElement).findByRole('button', { name: 'Return to home' })).toBeVisible();
  },
};

export const VisitorForm: Story = {
  beforeEach: withPage('visitor', { 'GET /clientConfigs': { body: [acme] }, ...referenceRoutes(acme, allTypesCustomFields) }),
  play: async ({ canvasElement }) => {
    await enterEmail(canvasElement, 'vera@acme-health.example');
    await expect(await within(canvasElement).findByRole('region', { name: 'Contact' })).toBeVisible();
  },
};

export const SignedInForm: Story = {
  beforeEach: withPage('signedIn', { 'GET /userAccount': { body: account }, ...referenceRoutes(acme, allTypesCustomFields) }),
};

export const Loading: Story = { beforeEach: withPage('signedIn', { 'GET /userAccount': 'pending' }) };

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...SignedInForm, name: 'Signed-in form, German', globals: { language: 'de' } };
export const Arabic: Story = { ...SignedInForm, name: 'Signed-in form, Arabic', globals: { language: 'ar' } };
