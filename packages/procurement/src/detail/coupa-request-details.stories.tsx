import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { errorResponse, pending } from '@lingua/core/test/fetch-double';
import { CoupaRequestDetails } from './coupa-request-details.tsx';
import { coupaRequest, requestRoutes, serveCoupa, withDeliverables, withoutQuoteDocument } from '../fixtures/coupa-fixtures.ts';

const request = coupaRequest();
const meta = {
  title: 'Procurement/Request details',
  component: CoupaRequestDetails,
  parameters: { layout: 'padded' },
  args: { jobRequestId: request.id, onBack: () => {}, onRedirect: () => {} },
} satisfies Meta<typeof CoupaRequestDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const SourceDocuments: Story = { beforeEach: serveCoupa(requestRoutes(request)) };
export const NoSourceDocuments: Story = { beforeEach: serveCoupa(requestRoutes({ ...request, files: [], fileLinks: [] })) };
export const Loading: Story = { beforeEach: serveCoupa([{ path: `/jobRequests/${request.id}`, reply: pending() }]) };
export const LoadFailed: Story = { beforeEach: serveCoupa([{ path: `/jobRequests/${request.id}`, reply: errorResponse(500, 'Internal Server Error') }]) };
export const QuoteReadyForReview: Story = { args: { initialTab: 'quote' }, beforeEach: serveCoupa(requestRoutes(request)) };
export const QuoteAccepted: Story = { args: { initialTab: 'quote' }, beforeEach: serveCoupa(requestRoutes({ ...request, status: 'QUOTE_ACCEPTED' })) };
export const QuoteRejected: Story = { args: { initialTab: 'quote' }, beforeEach: serveCoupa(requestRoutes({ ...request, status: 'QUOTE_REJECTED' })) };
export const QuoteUnavailable: Story = { args: { initialTab: 'quote' }, beforeEach: serveCoupa(requestRoutes(withoutQuoteDocument(request))) };
export const QuoteDocumentFailed: Story = {
  args: { initialTab: 'quote' },
  beforeEach: serveCoupa(requestRoutes(request, [{ path: /\/downloadUrl$/, reply: errorResponse(404, 'File not found', 'FILE_NOT_FOUND') }])),
};
export const AcceptNotReturned: Story = {
  args: { initialTab: 'quote' },
  beforeEach: serveCoupa(requestRoutes(request)),
  play: async () => userEvent.click(await body().findByRole('button', { name: 'Accept Quote' })),
};
export const AcceptFailed: Story = {
  args: { initialTab: 'quote' },
  beforeEach: serveCoupa(requestRoutes(request, [{ method: 'POST', path: /\/acceptQuote$/, reply: errorResponse(409, 'The quote cannot be answered in status QUOTE_EXPIRED', 'QUOTE_NOT_REVIEWABLE') }])),
  play: async () => userEvent.click(await body().findByRole('button', { name: 'Accept Quote' })),
};
export const RejectDialog: Story = {
  args: { initialTab: 'quote' },
  beforeEach: serveCoupa(requestRoutes(request)),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Reject Quote' }));
    await userEvent.type(await body().findByRole('textbox', { name: 'Please provide the reason for rejecting the quote:' }), 'The deadline is too late.');
  },
};
export const RejectFailed: Story = {
  args: { initialTab: 'quote' },
  beforeEach: serveCoupa(requestRoutes(request, [{ method: 'POST', path: /\/rejectQuote$/, reply: errorResponse(409, 'Conflict error', 'QUOTE_NOT_REVIEWABLE') }])),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Reject Quote' }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject Quote' }));
  },
};
export const Deliverables: Story = { args: { initialTab: 'deliverables' }, beforeEach: serveCoupa(requestRoutes(withDeliverables(request))) };
export const DeliverablesNotAvailable: Story = { args: { initialTab: 'deliverables' }, beforeEach: serveCoupa(requestRoutes(request)) };
export const NoFilesForLanguage: Story = {
  args: { initialTab: 'deliverables' },
  beforeEach: serveCoupa(requestRoutes(withDeliverables(request))),
  play: async () => {
    await userEvent.click(await body().findByRole('combobox', { name: 'Language' }));
    await userEvent.click(await body().findByRole('option', { name: 'Spanish' }));
  },
};
export const DownloadAll: Story = {
  args: { initialTab: 'deliverables' },
  beforeEach: serveCoupa(requestRoutes(withDeliverables(request))),
  play: async () => userEvent.click(await body().findByRole('button', { name: 'Download All' })),
};

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = {
  ...SourceDocuments,
  name: 'Source documents, German',
  globals: { language: 'de' },
};
export const Arabic: Story = {
  ...SourceDocuments,
  name: 'Source documents, Arabic',
  globals: { language: 'ar' },
};
