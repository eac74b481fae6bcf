import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { HumanEscalationDrawer } from './human-escalation-drawer.tsx';
import { serveStory } from '../fixtures/story-support.ts';
import { errorResponse } from '@lingua/core/test/fetch-double';
import { fixtureFileRequest, referenceRoutes, requestRoutes } from '../fixtures/mt-fixtures.ts';

const request = fixtureFileRequest();

const meta = {
  title: 'Machine translation/Human escalation panel',
  component: HumanEscalationDrawer,
  args: { opened: true, jobRequest: request, onClose: () => {}, onSubmitted: () => {} },
  beforeEach: serveStory([...referenceRoutes(), ...requestRoutes(request)]),
} satisfies Meta<typeof HumanEscalationDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Empty: Story = {};

export const OtherSelected: Story = {
  play: async () => {
    await userEvent.click(await body().findByRole('radio', { name: 'Other' }));
    await userEvent.click(body().getByRole('button', { name: 'Send request' }));
  },
};

export const ValidationErrors: Story = {
  play: async () => {
    await userEvent.clear(await body().findByRole('textbox', { name: /project name/i }));
    await userEvent.click(body().getByRole('button', { name: 'Send request' }));
  },
};

export const ServerError: Story = {
  beforeEach: serveStory([
    ...referenceRoutes(),
    { method: 'POST', path: /\/submitToXtrf$/, reply: errorResponse(409, 'This request was already sent to our human experts.', 'ALREADY_SUBMITTED') },
  ]),
  play: async () => {
    await userEvent.click(await body().findByRole('radio', { name: 'Clean up formatting' }));
    await userEvent.click(body().getByRole('button', { name: 'Send request' }));
  },
};
