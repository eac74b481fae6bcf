import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../../fixtures/story-decorators.tsx';
import { Footer } from './footer.tsx';

const meta = { title: 'Portal/Layout/Footer', component: Footer, decorators: [withRouter()] } satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
