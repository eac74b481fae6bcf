// The error alert, one story per variant of the spec 1 §8 display rule.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '../../api/api-error.ts';
import { ErrorAlert } from './error-alert.tsx';

const meta = {
  title: 'Core/Error alert',
  component: ErrorAlert,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ErrorAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ApiErrorWithCode: Story = {
  args: {
    error: new ApiError({ url: '/v1/jobRequests/42', status: 409, statusText: 'Conflict', body: { message: 'The quote was already accepted', errorCode: 'QUOTE_ALREADY_ANSWERED' } }),
  },
};

export const ApiErrorWithoutCode: Story = {
  args: { error: new ApiError({ url: '/v1/userAccount', status: 403, statusText: 'Forbidden', body: { message: 'Only an administrator can impersonate' } }) },
};

export const ApiErrorWithoutBody: Story = {
  args: { error: new ApiError({ url: '/v1/languages', status: 503, statusText: 'Service Unavailable', body: undefined }) },
};

export const PlainError: Story = { args: { error: new Error('The upload was interrupted') } };

export const Unknown: Story = { args: { error: { reason: 42 } } };

export const WithRetry: Story = { args: { error: new Error('The network connection was lost'), onRetry: () => undefined } };
