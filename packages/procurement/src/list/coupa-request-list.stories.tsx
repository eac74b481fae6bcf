import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorResponse, pending } from '@lingua/core/test/fetch-double';
import { CoupaRequestList } from './coupa-request-list.tsx';
import { requestsOfEveryStatus, serveCoupa } from '../fixtures/coupa-fixtures.ts';

const meta = {
  title: 'Procurement/Coupa Requests',
  component: CoupaRequestList,
  parameters: { layout: 'padded' },
  args: { canCreate: true, onCreate: () => {}, onViewDetails: () => {}, detailsHref: (id: string) => `#/coupa/${id}` },
} satisfies Meta<typeof CoupaRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (items = requestsOfEveryStatus(), nextPageToken?: string) => serveCoupa([{ path: '/jobRequests', reply: { items, ...(nextPageToken ? { nextPageToken } : {}) } }]);

export const EveryStatus: Story = { beforeEach: list() };
export const WithNextPage: Story = { beforeEach: list(requestsOfEveryStatus(), 'next-token') };
export const CreateDisabled: Story = { args: { canCreate: false }, beforeEach: list() };
export const Empty: Story = { beforeEach: list([]) };
export const Loading: Story = { beforeEach: serveCoupa([{ path: '/jobRequests', reply: pending() }]) };
export const LoadFailed: Story = { beforeEach: serveCoupa([{ path: '/jobRequests', reply: errorResponse(500, 'Internal Server Error') }]) };

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...EveryStatus, name: 'Every status, German', globals: { language: 'de' } };
export const Arabic: Story = { ...EveryStatus, name: 'Every status, Arabic', globals: { language: 'ar' } };
