import type { Meta, StoryObj } from '@storybook/react-vite';
import { MachineTranslationPage } from './machine-translation-page.tsx';
import { serveStory } from '../fixtures/story-support.ts';
import { fixtureRequestsOfEveryGroup, referenceRoutes, requestRoutes, fixtureFileRequest } from '../fixtures/mt-fixtures.ts';

const meta = {
  title: 'Machine translation/Page',
  component: MachineTranslationPage,
  beforeEach: serveStory([...referenceRoutes(), { path: '/jobRequests', reply: { items: fixtureRequestsOfEveryGroup() } }, ...requestRoutes(fixtureFileRequest())]),
} satisfies Meta<typeof MachineTranslationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextTab: Story = {};
export const DocumentsTab: Story = { args: { tab: 'fileTranslation' } };
export const RequestDetails: Story = { args: { tab: 'fileTranslation', jobRequestId: 'jr-1001' } };
export const TextDisabled: Story = {
  beforeEach: serveStory([...referenceRoutes({ disableTextTranslation: true }), { path: '/jobRequests', reply: { items: fixtureRequestsOfEveryGroup() } }]),
};
export const NothingEnabled: Story = {
  beforeEach: serveStory([...referenceRoutes({ disableTextTranslation: true, disableFileTranslation: true })]),
};

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...DocumentsTab, name: 'Documents tab, German', globals: { language: 'de' } };
export const Arabic: Story = { ...DocumentsTab, name: 'Documents tab, Arabic', globals: { language: 'ar' } };
