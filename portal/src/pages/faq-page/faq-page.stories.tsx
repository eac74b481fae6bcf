import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter, withSession } from '../../fixtures/story-decorators.tsx';
import { FaqPage } from './faq-page.tsx';

const meta = { title: 'Portal/Pages/FAQ', component: FaqPage, decorators: [withRouter()], beforeEach: withSession('signedOut') } satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
