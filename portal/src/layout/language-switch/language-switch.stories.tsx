import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from './language-switch.tsx';

const meta = {
  title: 'Portal/Layout/Language switch',
  component: LanguageSwitch,
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Each language in its own name, the shown one marked. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Language/ }));
    await expect(await within(document.body).findByRole('menuitem', { name: 'العربية' })).toBeVisible();
  },
};

export const OpenInArabic: Story = {
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /اللغة/ }));
    await expect(await within(document.body).findByRole('menuitem', { name: 'Deutsch' })).toBeVisible();
  },
};
