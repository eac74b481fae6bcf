import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { installApiDouble } from '@lingua/core/test/api-double';
import type { DoubleHandler } from '@lingua/core/test/api-double';
import {
  acceptedQuote,
  actionableQuote,
  expiredByDeadlineQuote,
  expiredByStatusQuote,
  quoteRoutes,
  rejectedQuote,
} from '../fixtures/auto-quote-fixtures.ts';
import { sessionStore, setIdentityClient, userFromClaims } from '@lingua/core';
import { fixedIdentity } from '@lingua/core/test/story';
import { AutoQuoteReview } from './auto-quote-review.tsx';

// Each story answers the API from fixtures; beforeEach returns the restore function Storybook calls afterwards.
const withApi = (routes: Record<string, DoubleHandler>) => () => installApiDouble(routes).restore;

const meta = {
  title: 'Auto quote/Review',
  component: AutoQuoteReview,
  args: { jobRequestId: actionableQuote().id, onHome: () => undefined },
} satisfies Meta<typeof AutoQuoteReview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { beforeEach: withApi(quoteRoutes('pending')) };

export const LoadError: Story = {
  beforeEach: withApi(quoteRoutes({ status: 503, body: { message: 'The quote service is not available', errorCode: 'SERVICE_UNAVAILABLE' } })),
};

const notFoundRoutes = quoteRoutes({ status: 404, body: { message: 'Job request not found', errorCode: 'NOT_FOUND' } });

/** An unknown or someone else's quote id, read signed in: the server answers 404. */
export const NotFound: Story = {
  beforeEach: () => {
    const claims = { username: 'client@acme-health.example', email: 'client@acme-health.example', given_name: 'Alice', family_name: 'Client', groups: ['CLIENT'] };
    setIdentityClient(fixedIdentity(claims));
    sessionStore.getState().setUser(userFromClaims(claims));
    return installApiDouble(notFoundRoutes).restore;
  },
};

/** The same read signed out: a quote requested while signed in may be behind a sign-in, so it is offered. */
export const NotFoundSignedOut: Story = {
  beforeEach: () => {
    setIdentityClient(fixedIdentity(null));
    sessionStore.getState().setUser(null);
    return installApiDouble(notFoundRoutes).restore;
  },
};

/** No id at all (an element without job-request-id). */
export const MissingId: Story = { args: { jobRequestId: '' } };

export const ExpiredByStatus: Story = { beforeEach: withApi(quoteRoutes(expiredByStatusQuote())) };

export const ExpiredByDeadline: Story = { beforeEach: withApi(quoteRoutes(expiredByDeadlineQuote())) };

export const Actionable: Story = { beforeEach: withApi(quoteRoutes(actionableQuote())) };

export const Accepted: Story = { beforeEach: withApi(quoteRoutes(acceptedQuote())) };

export const Rejected: Story = { beforeEach: withApi(quoteRoutes(rejectedQuote())) };

export const AgreementRequired: Story = {
  beforeEach: withApi(quoteRoutes(actionableQuote())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept quote' }));
    await expect(canvas.getByText(/Please check the box/)).toBeVisible();
  },
};

export const TermsDialogOpen: Story = {
  beforeEach: withApi(quoteRoutes(actionableQuote())),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Terms and conditions' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Terms and conditions' })).toBeVisible();
  },
};

async function openPayment(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('checkbox', { name: /acknowledge/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Accept quote' }));
  return within(await within(document.body).findByRole('dialog', { name: 'Payment preferences' }));
}

export const PaymentDialogRequired: Story = {
  beforeEach: withApi(quoteRoutes(actionableQuote())),
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Accept quote' }));
    await expect(dialog.getByText('Required')).toBeVisible();
  },
};

export const PaymentDialogCreditCard: Story = {
  beforeEach: withApi(quoteRoutes(actionableQuote())),
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'Credit card' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept quote' }));
    await expect(dialog.getAllByText('Required')).toHaveLength(4);
  },
};

export const PaymentDialogBillToAccount: Story = {
  beforeEach: withApi(quoteRoutes(actionableQuote())),
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'Bill to account' }));
    await expect(dialog.getByRole('textbox', { name: 'Client ID number' })).toBeVisible();
  },
};

export const PaymentDialogInvoiceDirectly: Story = {
  beforeEach: withApi(quoteRoutes(actionableQuote())),
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'Invoice directly' }));
    await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  },
};

export const AcceptConflict: Story = {
  beforeEach: withApi({
    ...quoteRoutes(actionableQuote()),
    [`POST /jobRequests/${actionableQuote().id}/actions/acceptAutoQuote`]: { status: 409, body: { message: 'Conflict' } },
  }),
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'Invoice directly' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept quote' }));
    await expect(await dialog.findByText('Conflict error')).toBeVisible();
  },
};

export const ResultAccepted: Story = {
  beforeEach: withApi(quoteRoutes(actionableQuote())),
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'Invoice directly' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept quote' }));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Quote accepted' })).toBeVisible();
  },
};

export const RejectDialog: Story = {
  beforeEach: withApi(quoteRoutes(actionableQuote())),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Reject quote' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Reject quote' })).toBeVisible();
  },
};

export const ResultRejected: Story = {
  beforeEach: withApi(quoteRoutes(actionableQuote())),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Reject quote' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Reject quote' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject quote' }));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Quote rejected' })).toBeVisible();
  },
};

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...Actionable, name: 'Actionable, German', globals: { language: 'de' } };
export const Arabic: Story = { ...Actionable, name: 'Actionable, Arabic', globals: { language: 'ar' } };
