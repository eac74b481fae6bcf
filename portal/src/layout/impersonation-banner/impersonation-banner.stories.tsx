import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withSession } from '../../fixtures/story-decorators.tsx';
import { ImpersonationBanner } from './impersonation-banner.tsx';

const meta = {
  title: 'Portal/Layout/Impersonation banner',
  component: ImpersonationBanner,
  args: { onEnd: fn() },
  beforeEach: withSession('impersonating'),
} satisfies Meta<typeof ImpersonationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActingAsClient: Story = {};
