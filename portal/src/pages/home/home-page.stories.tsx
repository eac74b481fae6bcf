import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter, withSession } from '../../fixtures/story-decorators.tsx';
import { HomePage } from './home-page.tsx';
import { ToolCardGrid } from './tool-card-grid.tsx';
import { visibleToolCards } from './tool-cards.ts';

const meta = { title: 'Portal/Pages/Home', component: HomePage, decorators: [withRouter()] } satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = { beforeEach: withSession('signedOut') };

export const ClientCards: Story = {
  render: () => <ToolCardGrid cards={visibleToolCards({ roles: ['CLIENT'], applications: ['reports', 'machineTranslation', 'coupa'], links: { invoices: 'https://billing.example' } })} />,
  parameters: { layout: 'padded' },
};

export const StaffCards: Story = {
  render: () => <ToolCardGrid cards={visibleToolCards({ roles: ['QA'], applications: [] })} />,
  parameters: { layout: 'padded' },
};

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...SignedOut, name: 'Signed out, German', globals: { language: 'de' } };
export const Arabic: Story = { ...SignedOut, name: 'Signed out, Arabic', globals: { language: 'ar' } };
