import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { serveStory } from '../../test/story.ts';
import { errorResponse, noContent, pending } from '../../test/fetch-double.ts';
import type { FetchRoute } from '../../test/fetch-double.ts';
import { fixtureRequests, fixtureRequestsOfEveryGroup } from './fixtures/job-request-fixtures.ts';
import { JobRequestList } from './job-request-list.tsx';

// The list shared by the machine-translation, media and procurement features.
const meta = {
  title: 'Core/Job requests/List',
  component: JobRequestList,
  parameters: { layout: 'padded' },
  args: { listId: 'story', origination: 'MT', onViewDetails: () => {} },
} satisfies Meta<typeof JobRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

const actions: FetchRoute[] = [
  { method: 'POST', path: /\/renameJobRequest$/, reply: noContent() },
  { method: 'POST', path: /\/archive$/, reply: noContent() },
];

export const Loading: Story = { beforeEach: serveStory([{ path: '/jobRequests', reply: () => pending() }]) };
export const Empty: Story = { beforeEach: serveStory([{ path: '/jobRequests', reply: { items: [] } }]) };
export const EveryStatusGroup: Story = { beforeEach: serveStory([{ path: '/jobRequests', reply: { items: fixtureRequestsOfEveryGroup() } }, ...actions]) };
export const LoadError: Story = {
  beforeEach: serveStory([{ path: '/jobRequests', reply: errorResponse(503, 'The request list is not available right now.', 'SERVICE_UNAVAILABLE') }]),
};
export const Paging: Story = {
  beforeEach: serveStory([
    {
      path: '/jobRequests',
      reply: ({ url }: { url: URL }) => (url.searchParams.get('pageToken') ? { items: fixtureRequests(4, 11) } : { items: fixtureRequests(10, 1), nextPageToken: 'page-2' }),
    },
  ]),
};
export const SecondPage: Story = {
  ...Paging,
  play: async () => userEvent.click(await within(document.body).findByRole('button', { name: 'Next page' })),
};
export const RowActions: Story = {
  ...EveryStatusGroup,
  play: async () => userEvent.click(await within(document.body).findByRole('button', { name: 'Actions for Consent form v3' })),
};
export const InlineRename: Story = {
  ...EveryStatusGroup,
  play: async () => {
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Actions for Patient leaflet Q1' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Rename' }));
  },
};
export const ArchiveConfirmation: Story = {
  ...EveryStatusGroup,
  play: async () => {
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Actions for Patient leaflet Q1' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Archive' }));
  },
};
/** Spec 3 §2.2: a company's admin switches from their own requests to everyone's in the company. */
export const EveryoneInMyCompany: Story = {
  ...EveryStatusGroup,
  play: async () => userEvent.click(await within(document.body).findByRole('switch', { name: 'Everyone in my company' })),
};
/** An employee sees only their own requests and no switch. */
export const Employee: Story = {
  beforeEach: serveStory([{ path: '/jobRequests', reply: { items: fixtureRequests(3, 1) } }], {
    claims: { username: 'employee@acme-health.example', email: 'employee@acme-health.example', given_name: 'Bob', family_name: 'Employee', groups: ['CLIENT_EMPLOYEE'] },
  }),
};

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = {
  ...EveryStatusGroup,
  name: 'Every status group, German',
  globals: { language: 'de' },
};
export const Arabic: Story = {
  ...EveryStatusGroup,
  name: 'Every status group, Arabic',
  globals: { language: 'ar' },
};
