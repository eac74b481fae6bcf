import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { JobRequest } from '@lingua/contract';
import { FileRequestDetails } from './file-request-details.tsx';
import { serveStory } from '../fixtures/story-support.ts';
import { pending, errorResponse } from '@lingua/core/test/fetch-double';
import { fixtureFileRequest, referenceRoutes, requestRoutes } from '../fixtures/mt-fixtures.ts';

const meta = {
  title: 'Machine translation/Request details',
  component: FileRequestDetails,
  parameters: { layout: 'padded' },
  args: { jobRequestId: 'jr-1001', onReturn: () => {}, humanProjectUrl: 'https://projects.example/projects/{xtrfInternalId}' },
} satisfies Meta<typeof FileRequestDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const serve = (request: JobRequest, settings = {}) => serveStory([...referenceRoutes(settings), ...requestRoutes(request)]);

export const Completed: Story = { beforeEach: serve(fixtureFileRequest()) };
export const Processing: Story = { beforeEach: serve(fixtureFileRequest({ status: 'TRANSLATING' }, false)) };
export const Queued: Story = { beforeEach: serve(fixtureFileRequest({ status: 'CREATED' }, false)) };
export const Failed: Story = {
  beforeEach: serve(fixtureFileRequest({ status: 'FAILED', failureReason: 'Consent form.pdf → Spanish: the PDF holds no text to translate (a scan?)' }, false)),
};
export const FailedWithoutReason: Story = { beforeEach: serve(fixtureFileRequest({ status: 'FAILED' }, false)) };
export const SubmittingToHumanExpert: Story = { beforeEach: serve(fixtureFileRequest({ status: 'SUBMITTING_TO_XTRF' })) };
export const SubmittedToHumanExpert: Story = {
  beforeEach: serve(fixtureFileRequest({ status: 'SUBMITTED_TO_XTRF', xtrfInternalId: 4711, xtrfName: 'ACME-2026-0042' })),
};
/** Staff (here an ADMIN) see which engine translated each target; clients never do (decision 130). */
export const EnginesShownToStaff: Story = {
  beforeEach: serveStory([...referenceRoutes(), ...requestRoutes(fixtureFileRequest({ mtEngines: { esn: ['deepl'], cat: ['apertium'] } }))], {
    claims: { username: 'admin@lingua.example', email: 'admin@lingua.example', given_name: 'Ada', family_name: 'Admin', groups: ['ADMIN'] },
  }),
};
/** Decision 149: the glossary terms the engine wrote and, beside the offer of a human translator, the words it did not know. */
export const GlossaryTermsAndUnknownWords: Story = { beforeEach: serve(fixtureFileRequest({ glossaryTermsApplied: 7, unknownWords: 12 })) };
export const UnknownWordsWithoutEscalation: Story = { beforeEach: serve(fixtureFileRequest({ glossaryTermsApplied: 1, unknownWords: 1 }), { disableHumanEscalation: true }) };
export const Archived: Story = { beforeEach: serve(fixtureFileRequest({ status: 'ARCHIVED' })) };
export const EscalationDisabled: Story = { beforeEach: serve(fixtureFileRequest(), { disableHumanEscalation: true }) };
export const NoFilesForLanguage: Story = {
  beforeEach: serve(fixtureFileRequest({ targetLanguages: [{ id: 'cat', name: 'Catalan' }, { id: 'esn', name: 'Spanish' }, { id: 'fra', name: 'French' }] })),
  play: async () => {
    await userEvent.click(await within(document.body).findByRole('combobox', { name: 'Language' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'French' }));
  },
};
export const Renaming: Story = {
  beforeEach: serve(fixtureFileRequest()),
  play: async () => userEvent.click(await within(document.body).findByRole('button', { name: 'Edit name' })),
};
export const DownloadAll: Story = {
  beforeEach: serve(fixtureFileRequest()),
  play: async () => userEvent.click(await within(document.body).findByRole('button', { name: 'Download all' })),
};
export const Loading: Story = { beforeEach: serveStory([...referenceRoutes(), { path: '/jobRequests/jr-1001', reply: () => pending() }]) };
export const LoadError: Story = {
  beforeEach: serveStory([...referenceRoutes(), { path: '/jobRequests/jr-1001', reply: errorResponse(404, 'Job request not found', 'JOB_REQUEST_NOT_FOUND') }]),
};

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...Completed, name: 'Completed, German', globals: { language: 'de' } };
export const Arabic: Story = { ...Completed, name: 'Completed, Arabic', globals: { language: 'ar' } };
