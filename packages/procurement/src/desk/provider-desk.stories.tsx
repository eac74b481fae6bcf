import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { errorResponse, noContent, type RecordedCall } from '@lingua/core/test/fetch-double';
import { ProviderDesk } from './provider-desk.tsx';
import { coupaRequest, requestsOfEveryStatus, serveCoupa } from '../fixtures/coupa-fixtures.ts';

const meta = {
  title: 'Procurement/Provider desk',
  component: ProviderDesk,
  parameters: { layout: 'padded' },
  args: { upload: async (files: readonly File[]) => files.map((f) => ({ fileName: f.name, fileKey: `tmp/${f.name}` })) },
} satisfies Meta<typeof ProviderDesk>;

export default meta;
type Story = StoryObj<typeof meta>;

const routes = [
  { path: '/providerDesk/jobRequests', reply: { items: requestsOfEveryStatus() } },
  { method: 'POST' as const, path: /\/providerDesk\//, reply: noContent() },
];

export const Requests: Story = { beforeEach: serveCoupa(routes, { roles: ['PROJECT_COORDINATOR'] }) };
export const RequestOpen: Story = {
  beforeEach: serveCoupa([{ path: '/providerDesk/jobRequests', reply: { items: [coupaRequest({ status: 'QUOTE_ACCEPTED' })] } }], { roles: ['PROJECT_COORDINATOR'] }),
  play: async () => userEvent.click(await within(document.body).findByRole('button', { name: /^Open / })),
};
export const LoadFailed: Story = { beforeEach: serveCoupa([{ path: '/providerDesk/jobRequests', reply: errorResponse(403, 'Only provider staff may use the desk', 'STAFF_ROLE_REQUIRED') }]) };

const sentBack = coupaRequest({
  id: 'mt-sent-back',
  name: 'Leaflet.docx',
  origination: 'MT',
  requestType: 'TRANSLATION_REQUEST',
  status: 'CHANGES_REQUESTED',
  files: [{ fileName: 'Leaflet_esn.docx', fileKey: 'translated/mt-sent-back/esn/Leaflet_esn.docx', category: 'TRANSLATED_DOCUMENT', languageId: 'esn' }],
});

/**
 * Decision 188: a machine translation its client sent back, listed apart and open: its delivered file linked to
 * the editor to fix it in, deliverables and "Complete request", no quote.
 */
export const SentBackOpen: Story = {
  args: { fixHref: (job, file) => (file ? `/machineTranslation/fileTranslation/${job.id}/review/${encodeURIComponent(file.fileKey)}` : null) },
  beforeEach: serveCoupa(
    [
      { path: '/providerDesk/jobRequests', reply: (call: RecordedCall) => ({ items: call.url.searchParams.get('status') === 'CHANGES_REQUESTED' ? [sentBack] : [coupaRequest({ status: 'QUOTE_ACCEPTED' })] }) },
      { method: 'POST' as const, path: /\/providerDesk\//, reply: noContent() },
    ],
    { roles: ['PROJECT_COORDINATOR'] },
  ),
  play: async () => userEvent.click(await within(document.body).findByRole('button', { name: 'Open Leaflet.docx' })),
};

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...Requests, name: 'Requests, German', globals: { language: 'de' } };
export const Arabic: Story = { ...Requests, name: 'Requests, Arabic', globals: { language: 'ar' } };
