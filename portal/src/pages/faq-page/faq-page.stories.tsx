import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter, withSession } from '../../fixtures/story-decorators.tsx';
import { FaqPage } from './faq-page.tsx';

const meta = { title: 'Portal/Pages/FAQ', component: FaqPage, decorators: [withRouter()], beforeEach: withSession('signedOut') } satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...Default, name: 'Default, German', globals: { language: 'de' } };
export const Arabic: Story = { ...Default, name: 'Default, Arabic', globals: { language: 'ar' } };
