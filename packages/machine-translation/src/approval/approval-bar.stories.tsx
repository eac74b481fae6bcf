import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { errorResponse, pending } from '@lingua/core/test/fetch-double';
import { FileRequestDetails } from '../file-translation/file-request-details.tsx';
import { serveStory } from '../fixtures/story-support.ts';
import { fixtureFileRequest, referenceRoutes, requestRoutes } from '../fixtures/mt-fixtures.ts';
import { approvalRoutes, decisionApproved, decisionChangesRequested } from '../fixtures/approval-fixtures.ts';

const meta = {
  title: 'Machine translation/Approval bar',
  component: FileRequestDetails,
  parameters: { layout: 'padded' },
  args: { jobRequestId: 'jr-1001', onReturn: () => {} },
} satisfies Meta<typeof FileRequestDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const serve = (routes: ReturnType<typeof approvalRoutes>, status: 'COMPLETED' | 'CHANGES_REQUESTED' = 'COMPLETED') => serveStory([...referenceRoutes(), ...requestRoutes(fixtureFileRequest({ status })), ...routes]);
const click = async (name: string) => (await within(document.body).findByRole('button', { name })).click();

/** Delivered, nothing decided yet: Approve or Request changes per language. */
export const Undecided: Story = { beforeEach: serve(approvalRoutes()) };

/** Spanish sent back with a note and two issues, Catalan approved; the request shows "Changes requested". */
export const Decided: Story = { beforeEach: serve(approvalRoutes([decisionChangesRequested, decisionApproved]), 'CHANGES_REQUESTED') };

/** The note for a request for changes is being written. */
export const RequestingChanges: Story = { beforeEach: serve(approvalRoutes()), play: () => click('Request changes to Catalan') };

/** Sent without a note: what is missing. */
export const NoteMissing: Story = {
  beforeEach: serve(approvalRoutes()),
  play: async () => {
    await click('Request changes to Catalan');
    await click('Send the request for changes');
  },
};

/** The approval is being saved. */
export const Saving: Story = { beforeEach: serve(approvalRoutes([], () => pending())), play: () => click('Approve Spanish') };

/** A colleague who did not make the request: the server's 403 in its own words. */
export const NotTheOwner: Story = {
  beforeEach: serve(approvalRoutes([], () => errorResponse(403, 'Only the person who made this request or your company’s admin can decide on it.', 'NOT_REQUEST_OWNER'))),
  play: () => click('Approve Spanish'),
};
