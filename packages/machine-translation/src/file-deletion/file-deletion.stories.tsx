import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { JobRequest } from '@lingua/contract';
import { errorResponse } from '@lingua/core/test/fetch-double';
import { FileRequestDetails } from '../file-translation/file-request-details.tsx';
import { serveStory } from '../fixtures/story-support.ts';
import { fixtureFileRequest, referenceRoutes, requestRoutes } from '../fixtures/mt-fixtures.ts';

// A request's files deleted, and "Delete files now" for the client admin (decision 183).
const meta = {
  title: 'Machine translation/Request details/Files deletion',
  component: FileRequestDetails,
  parameters: { layout: 'padded' },
  args: { jobRequestId: 'jr-1001', onReturn: () => {} },
} satisfies Meta<typeof FileRequestDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const serve = (request: JobRequest, more: Parameters<typeof serveStory>[0] = []) => serveStory([...referenceRoutes(), ...requestRoutes(request), ...more]);
const openDialog = async () => {
  await userEvent.click(await within(document.body).findByRole('button', { name: 'Delete files now' }));
};

export const FilesDeleted: Story = { beforeEach: serve(fixtureFileRequest({ filesDeletedAt: '2026-12-07T09:30:00.000Z' })) };
export const ConfirmDeletion: Story = { beforeEach: serve(fixtureFileRequest()), play: openDialog };
export const DeletionRefused: Story = {
  beforeEach: serve(fixtureFileRequest(), [{ method: 'POST', path: /\/actions\/deleteFiles$/, reply: () => errorResponse(403, 'Only a client admin of the company can delete its files') }]),
  play: async () => {
    await openDialog();
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Delete files' }));
  },
};
