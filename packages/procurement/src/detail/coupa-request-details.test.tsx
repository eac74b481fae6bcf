import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { JobRequest } from '@lingua/contract';
import { LinguaProvider } from '@lingua/core';
import { errorResponse } from '@lingua/core/test/fetch-double';
import type { FetchRoute } from '@lingua/core/test/fetch-double';
import { CoupaRequestDetails } from './coupa-request-details.tsx';
import { CoupaErrorPage } from '../error-page/coupa-error-page.tsx';
import { coupaRequest, requestRoutes, serveCoupa, withDeliverables, withoutQuoteDocument } from '../fixtures/coupa-fixtures.ts';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function renderIn(ui: ReactElement) {
  return render(
    <LinguaProvider env="test" reportErrors={false} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {ui}
    </LinguaProvider>,
  );
}

function setup(request: JobRequest, routes: FetchRoute[] = [], initialTab?: 'quote' | 'deliverables') {
  cleanup = serveCoupa(requestRoutes(request, routes))();
  const onRedirect = vi.fn();
  const onBack = vi.fn();
  renderIn(<CoupaRequestDetails jobRequestId={request.id} onBack={onBack} onRedirect={onRedirect} initialTab={initialTab} />);
  return { user: userEvent.setup(), onRedirect, onBack };
}

describe('CoupaRequestDetails (spec 3 §2.6)', () => {
  it('shows the Summary card and the source documents sorted by name without extension', async () => {
    const { user, onBack } = setup(coupaRequest());
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim forms PO-7781' })).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Quote is ready for review');
    expect(summary).toHaveTextContent('French, Spanish');
    const sources = within(screen.getByRole('region', { name: 'Source Files' })).getAllByText(/\.(docx|pdf)$/);
    expect(sources.map((s) => s.textContent)).toEqual(['annex-b.pdf', 'claim-form.docx']);
    expect(screen.getByRole('region', { name: 'Reference Files' })).toHaveTextContent('glossary.xlsx');
    const link = screen.getByRole('link', { name: 'Policy wording (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Back to Coupa Requests' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('shows the quote in a 600 px viewer and goes to the accept answer’s redirectUrl', async () => {
    const { user, onRedirect } = setup(coupaRequest(), [{ method: 'POST', path: /\/acceptQuote$/, reply: { redirectUrl: 'https://portal.example/punchout/return/abc' } }], 'quote');
    const viewer = await screen.findByTitle('Quote confirmation document');
    expect(viewer.style.height).toBe('600px');
    await user.click(screen.getByRole('button', { name: 'Accept Quote' }));
    expect(onRedirect).toHaveBeenCalledWith('https://portal.example/punchout/return/abc');
  });

  it('tells the buyer when the quote could not be returned, and shows accept failures inline', async () => {
    const { user } = setup(coupaRequest(), [], 'quote');
    await user.click(await screen.findByRole('button', { name: 'Accept Quote' }));
    expect(await screen.findByText(/could not be returned to the procurement platform/)).toBeVisible();
  });

  it('offers Accept and Reject only while the quote is ready for review; without a document the warning', async () => {
    setup(coupaRequest({ status: 'QUOTE_ACCEPTED' }), [], 'quote');
    await screen.findByTitle('Quote confirmation document');
    expect(screen.queryByRole('button', { name: 'Accept Quote' })).toBeNull();
    cleanup?.();
    document.body.innerHTML = '';
    setup(withoutQuoteDocument(coupaRequest()), [], 'quote');
    expect(await screen.findByText('The quote is currently unavailable. We appreciate your patience. Please check back later.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept Quote' })).toBeNull();
    cleanup?.();
    document.body.innerHTML = '';
    setup({ ...withoutQuoteDocument(coupaRequest()), status: 'QUOTE_READY_FOR_CLIENT_REVIEW' }, [], 'quote');
    expect(await screen.findByText('The quote is currently unavailable. We appreciate your patience. Please check back later.')).toBeVisible();
    // The status alone decides the buttons: the missing document does not hide them.
    expect(screen.getByRole('button', { name: 'Accept Quote' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reject Quote' })).toBeVisible();
  });

  it('shows the spec’s internal error for a request of another area (spec 3 §8)', async () => {
    setup(coupaRequest({ origination: 'MT' }));
    expect(await screen.findByText('Unsupported job request origination')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();
  });

  it('rejects with the trimmed reason and shows a failure in the dialog', async () => {
    const { user } = setup(coupaRequest(), [{ method: 'POST', path: /\/rejectQuote$/, reply: errorResponse(409, 'Conflict error', 'QUOTE_NOT_REVIEWABLE') }], 'quote');
    await user.click(await screen.findByRole('button', { name: 'Reject Quote' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Quote' }));
    const reason = dialog.getByRole('textbox', { name: 'Please provide the reason for rejecting the quote:' });
    expect(reason).toHaveAttribute('rows', '5');
    await user.type(reason, '  Too late  ');
    await user.click(dialog.getByRole('button', { name: 'Reject Quote' }));
    expect(await dialog.findByText(/Conflict error/)).toBeVisible();
  });

  it('lists deliverables of the selected language and the two empty states', async () => {
    const { user } = setup(withDeliverables(coupaRequest()), [], 'deliverables');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('French');
    expect(screen.getByText('formulaire.docx')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Spanish' }));
    expect(await screen.findByText('There are no files available for the selected language')).toBeVisible();
    cleanup?.();
    document.body.innerHTML = '';
    setup(coupaRequest(), [], 'deliverables');
    expect(await screen.findByText('Deliverable files are not available yet. Please try again later.')).toBeVisible();
  });
});

describe('CoupaErrorPage', () => {
  it('shows Error. {message} or the generic text', () => {
    const { unmount } = renderIn(<CoupaErrorPage message="Session ended" />);
    expect(screen.getByText('Error. Session ended')).toBeVisible();
    unmount();
    renderIn(<CoupaErrorPage />);
    expect(screen.getByText('Oops! Something went wrong. Please try again or contact support if the issue persists.')).toBeVisible();
  });
});
