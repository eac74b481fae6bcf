import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { UserMenu } from './user-menu.tsx';

const meta = {
  title: 'Portal/Layout/User menu',
  component: UserMenu,
  args: {
    displayName: 'Alice Client',
    email: 'client@acme-health.example',
    canImpersonate: false,
    isImpersonating: false,
    onImpersonate: fn(),
    onEndImpersonation: fn(),
    onSignOut: fn(),
  },
  parameters: { layout: 'centered' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /user menu/i }));
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Client: Story = {};

export const WithAccountSettings: Story = { args: { onAccountSettings: fn() } };

export const Admin: Story = { args: { displayName: 'Ada Admin', email: 'admin@lingua.example', canImpersonate: true } };

export const Impersonating: Story = {
  args: { displayName: 'client@acme-health.example', email: 'client@acme-health.example', canImpersonate: true, isImpersonating: true },
};
