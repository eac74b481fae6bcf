import type { Meta, StoryObj } from '@storybook/react-vite';
import { storySession } from '../../fixtures/index.ts';
import { registerWidgetTexts } from '../../texts/widget-texts.ts';
import { SignInStatus } from './sign-in-status.tsx';

registerWidgetTexts();

const meta = { title: 'Widgets/Sign-in status', component: SignInStatus, parameters: { layout: 'centered' } } satisfies Meta<typeof SignInStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = { beforeEach: storySession('signedOut') };

export const SignedIn: Story = { beforeEach: storySession('signedIn') };

export const SignedInWithoutSignOut: Story = { beforeEach: storySession('signedIn'), args: { hideSignOut: true } };

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...SignedIn, name: 'Signed in, German', globals: { language: 'de' } };
export const Arabic: Story = { ...SignedIn, name: 'Signed in, Arabic', globals: { language: 'ar' } };
