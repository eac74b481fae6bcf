import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@lingua/core';
import { withSession } from '../../fixtures/story-decorators.tsx';
import { ImpersonateDialog } from './impersonate-dialog.tsx';

const meta = {
  title: 'Portal/Layout/Impersonate dialog',
  component: ImpersonateDialog,
  args: { opened: true, onClose: fn(), onImpersonated: fn(), impersonate: fn(async () => undefined) },
  beforeEach: withSession('admin'),
} satisfies Meta<typeof ImpersonateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Error: Story = {
  args: {
    impersonate: fn(async () => {
      throw new ApiError({
        url: '/v1/userAccount',
        status: 404,
        statusText: 'Not Found',
        body: { message: 'No account with this username', errorCode: 'USER_NOT_FOUND' },
      });
    }),
  },
  play: async () => {
    const body = within(document.body);
    await userEvent.type(await body.findByRole('textbox', { name: /username/i }), 'nobody@example.com');
    await userEvent.click(body.getByRole('button', { name: 'Impersonate' }));
    await expect(await body.findByText(/No account with this username/)).toBeVisible();
  },
};

export const MissingUsername: Story = {
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Impersonate' }));
    await expect(await body.findByText('Required')).toBeVisible();
  },
};
