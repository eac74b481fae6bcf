import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
import { renderWithLingua } from '@lingua/core/test/render';
import { resetPage } from '@lingua/core/test/reset';
import { clientClaims } from '@lingua/core/test/fake-identity';
import { sessionStore } from '@lingua/core';
import { AutoQuoteReview } from './auto-quote-review.tsx';

let restore: (() => void) | undefined;
afterEach(() => restore?.());

function setup(routes: Record<string, DoubleHandler>, props: { onHome?: () => void; onDecided?: () => void; jobRequestId?: string } = {}) {
  const double = installApiDouble(routes);
  restore = double.restore;
  renderWithLingua(<AutoQuoteReview jobRequestId="jr-1001" {...props} />);
  return double;
}

const ACCEPT = 'POST /jobRequests/jr-1001/actions/acceptAutoQuote';
const REJECT = 'POST /jobRequests/jr-1001/actions/rejectAutoQuote';

describe('AutoQuoteReview', () => {
  it('shows a loading state while the quote loads', () => {
    setup(quoteRoutes('pending'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your quote…');
  });

  it('shows the error body message and a retry when loading fails', async () => {
    setup(quoteRoutes({ status: 503, body: { message: 'The quote service is not available', errorCode: 'SERVICE_UNAVAILABLE' } }));
    expect(await screen.findByText('The quote service is not available [Error code: SERVICE_UNAVAILABLE]')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the not-found page, without a pointless retry, for an unknown id', async () => {
    const onHome = vi.fn();
    setup(quoteRoutes({ status: 404, body: { message: 'Job request not found', errorCode: 'NOT_FOUND' } }), { onHome });
    expect(await screen.findByRole('heading', { name: 'Quote not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to home page' }));
    expect(onHome).toHaveBeenCalled();
  });

  it('asks a signed-out reader to sign in on the not-found page, then shows the quote of their company', async () => {
    const identity = resetPage();
    sessionStore.getState().setUser(null);
    let signedIn = false;
    const routes = quoteRoutes(actionableQuote());
    // The server answers a quote requested while signed in only to its company: 404 until the reader signs in.
    routes['GET /autoQuotes/jr-1001'] = () => (signedIn ? { body: actionableQuote() } : { status: 404, body: { message: 'Job request not found' } });
    setup(routes);
    expect(await screen.findByRole('heading', { name: 'Quote not found' })).toBeInTheDocument();
    expect(screen.getByText(/Did you request this quote while signed in\?/)).toBeInTheDocument();
    signedIn = true;
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(identity.calls).toContain('loginPopup');
    expect(await screen.findByText('Project name')).toBeInTheDocument();
  });

  it('offers no sign-in on the not-found page to a signed-in reader', async () => {
    resetPage().claims = clientClaims;
    setup(quoteRoutes({ status: 404, body: { message: 'Job request not found' } }));
    expect(await screen.findByRole('heading', { name: 'Quote not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('says a quote id is needed instead of loading forever without one', async () => {
    const double = setup(quoteRoutes(actionableQuote()), { jobRequestId: '' });
    expect(await screen.findByRole('status')).toHaveTextContent('No quote to show: this page needs the id of a quote.');
    expect(double.calls).toEqual([]);
  });

  it.each([
    ['status QUOTE_EXPIRED', expiredByStatusQuote()],
    ['a passed acceptance deadline', expiredByDeadlineQuote()],
  ])('shows the expired page for %s with a link home', async (_label, quote) => {
    const onHome = vi.fn();
    setup(quoteRoutes(quote), { onHome });
    expect(await screen.findByRole('heading', { name: 'This quote has expired' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to home page' }));
    expect(onHome).toHaveBeenCalled();
  });

  it('shows every summary field, targets sorted by name and the per-language split', async () => {
    setup(quoteRoutes(actionableQuote()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Discharge instructions Q3' })).toBeInTheDocument();
    expect(screen.getByText('English (USA)')).toBeInTheDocument();
    expect(screen.getByText('Chinese (Simplified), Spanish')).toBeInTheDocument();
    expect(screen.getByText('PO-7781')).toBeInTheDocument();
    expect(screen.getAllByText('Awaiting your decision').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^\d{2}\/\d{2}\/\d{4}$/, { selector: 'dd' })).toHaveLength(2);
    // 12 pages over 2 targets = 6 pages each × $24.50 = $147.00; total from the quote's price.
    const controls = screen.getAllByRole('button', { name: /\$147\.00/ });
    expect(controls.map((c) => c.textContent)).toEqual(['Chinese (Simplified)$147.00', 'Spanish$147.00']);
    await userEvent.click(controls[0]!);
    expect(screen.getAllByText('6').length).toBeGreaterThan(0);
    expect(screen.getByTestId('total-project-cost')).toHaveTextContent('$294.00');
    expect(screen.getByText(/1200 Harbor Boulevard/)).toBeInTheDocument();
  });

  it('opens the terms dialog with the terms of spec 2 §9', async () => {
    setup(quoteRoutes(actionableQuote()));
    await userEvent.click(await screen.findByRole('button', { name: 'Terms and conditions' }));
    const dialog = screen.getByRole('dialog', { name: 'Terms and conditions' });
    for (const text of [
      /valid for 30 days/,
      /within 30 days of delivery/,
      /1.5 % per month \(18 % per year\)/,
      /corrected within 30 days/,
      /end of each month/,
    ])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
  });

  it.each([
    ['accepted', acceptedQuote(), 'Accepted'],
    ['rejected', rejectedQuote(), 'Rejected'],
  ])('hides Accept and Reject once the quote is %s', async (_label, quote, badge) => {
    setup(quoteRoutes(quote));
    expect((await screen.findAllByText(badge)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject quote' })).not.toBeInTheDocument();
  });

  it('requires the agreement checkbox before accepting', async () => {
    setup(quoteRoutes(actionableQuote()));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept quote' }));
    expect(
      screen.getByText('Please check the box to acknowledge the Terms of Service and Privacy Policy before accepting the quote.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  async function openPayment() {
    await userEvent.click(await screen.findByRole('checkbox', { name: /acknowledge the Terms of Service/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept quote' }));
    return screen.getByRole('dialog', { name: 'Payment preferences' });
  }

  it('requires a payment type', async () => {
    const double = setup(quoteRoutes(actionableQuote()));
    const dialog = await openPayment();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(double.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('credit card requires address 1, city, state, country (default 227) and zip', async () => {
    const onDecided = vi.fn();
    const double = setup(quoteRoutes(actionableQuote()), { onDecided });
    const dialog = await openPayment();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Credit card' }));
    expect(within(dialog).getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(4);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Address 1' }), '1 Main St');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Sacramento');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Zip' }), '95814');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'California' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    await waitFor(() => expect(double.calls.find((c) => `${c.method} ${c.path}` === ACCEPT)).toBeDefined());
    expect(double.calls.find((c) => `${c.method} ${c.path}` === ACCEPT)!.body).toEqual({
      paymentPreferences: {
        paymentType: 'CREDIT_CARD',
        billingContact: {
          address1: '1 Main St',
          address2: null,
          city: 'Sacramento',
          province: { id: 5, name: 'California' },
          country: { id: 227, name: 'United States' },
          zipCode: '95814',
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Quote accepted' })).toBeInTheDocument();
    expect(onDecided).toHaveBeenCalledWith('ACCEPTED');
  });

  it('bill to account requires the client ID number, personal code optional', async () => {
    const double = setup(quoteRoutes(actionableQuote()));
    const dialog = await openPayment();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Bill to account' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(1);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Client ID number' }), 'ACME-42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    await screen.findByRole('heading', { name: 'Quote accepted' });
    expect(double.calls.find((c) => `${c.method} ${c.path}` === ACCEPT)!.body).toEqual({
      paymentPreferences: { paymentType: 'BILL_TO_ACCOUNT', billingAccount: { clientIdNumber: 'ACME-42', personalCode: null } },
    });
  });

  it('invoice directly needs no field', async () => {
    const double = setup(quoteRoutes(actionableQuote()));
    const dialog = await openPayment();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Invoice directly' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    await screen.findByRole('heading', { name: 'Quote accepted' });
    expect(double.calls.find((c) => `${c.method} ${c.path}` === ACCEPT)!.body).toEqual({
      paymentPreferences: { paymentType: 'INVOICE_DIRECTLY', billingContact: { email: null, phoneNumber: null } },
    });
  });

  it('shows "Conflict error" when accepting answers 409', async () => {
    setup({ ...quoteRoutes(actionableQuote()), [ACCEPT]: { status: 409, body: { message: 'Quote already decided' } } });
    const dialog = await openPayment();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Invoice directly' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    expect(await within(dialog).findByText('Conflict error')).toBeInTheDocument();
  });

  it('rejects with a trimmed reason', async () => {
    const onDecided = vi.fn();
    const double = setup(quoteRoutes(actionableQuote()), { onDecided });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject quote' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Too expensive  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject quote' }));
    expect(await screen.findByRole('heading', { name: 'Quote rejected' })).toBeInTheDocument();
    expect(double.calls.find((c) => `${c.method} ${c.path}` === REJECT)!.body).toEqual({ rejectionReason: 'Too expensive' });
    expect(onDecided).toHaveBeenCalledWith('REJECTED');
  });

  it('omits an empty reason and shows "Conflict error" on 409', async () => {
    const double = setup({ ...quoteRoutes(actionableQuote()), [REJECT]: { status: 409, body: { message: 'x' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject quote' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject quote' }));
    expect(await within(dialog).findByText('Conflict error')).toBeInTheDocument();
    expect(double.calls.find((c) => `${c.method} ${c.path}` === REJECT)!.body).toEqual({});
  });
});
