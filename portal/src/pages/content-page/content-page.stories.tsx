import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter, withSession } from '../../fixtures/story-decorators.tsx';
import { ContentPage } from './content-page.tsx';

const meta = {
  title: 'Portal/Pages/Content page',
  component: ContentPage,
  decorators: [withRouter()],
  beforeEach: withSession('signedOut'),
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QuickTranslation: Story = { args: { page: 'quickTranslation' } };
export const LanguageLineConnect: Story = { args: { page: 'languageLineConnect' } };
export const WebsiteProxy: Story = { args: { page: 'websiteProxy' } };
export const Privacy: Story = { args: { page: 'privacy' } };

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = {
  ...QuickTranslation,
  name: 'Quick translation, German',
  globals: { language: 'de' },
};
export const Arabic: Story = {
  ...QuickTranslation,
  name: 'Quick translation, Arabic',
  globals: { language: 'ar' },
};
