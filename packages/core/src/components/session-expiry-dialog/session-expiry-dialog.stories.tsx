import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SessionExpiryDialog } from './session-expiry-dialog.tsx';

const meta = {
  title: 'Core/Session expiry dialog',
  component: SessionExpiryDialog,
  args: { opened: true, secondsLeft: 30, onConfirm: fn() },
} satisfies Meta<typeof SessionExpiryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {};

export const LastSeconds: Story = { args: { secondsLeft: 3 } };
