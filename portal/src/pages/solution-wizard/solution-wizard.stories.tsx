import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { withRouter, withSession } from '../../fixtures/story-decorators.tsx';
import { SolutionWizard } from './solution-wizard.tsx';

const meta = {
  title: 'Portal/Pages/Solution wizard',
  component: SolutionWizard,
  decorators: [withRouter()],
  beforeEach: withSession('signedOut'),
} satisfies Meta<typeof SolutionWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstQuestion: Story = {};

export const Recommendation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Translate a short text' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'It is urgent: I need it within hours' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  },
};

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = {
  ...FirstQuestion,
  name: 'First question, German',
  globals: { language: 'de' },
};
export const Arabic: Story = {
  ...FirstQuestion,
  name: 'First question, Arabic',
  globals: { language: 'ar' },
};
