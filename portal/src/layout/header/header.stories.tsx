import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withRouter, withSession } from '../../fixtures/story-decorators.tsx';
import { ImpersonationBanner } from '../impersonation-banner/index.ts';
import { Header } from './header.tsx';

const meta = {
  title: 'Portal/Layout/Header',
  component: Header,
  decorators: [withRouter()],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = { beforeEach: withSession('signedOut') };

/** German, about a third longer than English: nothing in the header may be cut off (decision 189). */
export const SignedOutGerman: Story = { beforeEach: withSession('signedOut'), globals: { language: 'de' } };

/** Arabic, right to left: the brand at the start (right), the buttons at the end (left). */
export const SignedOutArabic: Story = { beforeEach: withSession('signedOut'), globals: { language: 'ar' } };

export const ClientArabic: Story = { beforeEach: withSession('client'), globals: { language: 'ar' } };

export const Client: Story = { beforeEach: withSession('client') };

export const ClientMenuOpen: Story = {
  beforeEach: withSession('client'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /user menu/i }));
    await expect(await within(document.body).findByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  },
};

export const AdminMenuOpen: Story = {
  beforeEach: withSession('admin'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /user menu/i }));
    await expect(await within(document.body).findByRole('menuitem', { name: 'Impersonate user' })).toBeVisible();
  },
};

export const Impersonating: Story = {
  beforeEach: withSession('impersonating'),
  render: (args) => (
    <>
      <Header {...args} />
      <ImpersonationBanner />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /user menu/i }));
    await expect(await within(document.body).findByRole('menuitem', { name: 'End impersonation' })).toBeVisible();
  },
};
