import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answerApi, clientAdminUser, pending, signedInAs, status, type StoryAnswer } from '@lingua/core/test/story-session';
import { glossaryRoutes } from '../story-fixtures/glossary-fixtures.ts';
import { GlossariesTab } from './glossaries-tab.tsx';

// The Glossaries tab (decision 134) and the translation memory card (decision 138), in each state they show.
const meta = { title: 'Language assets/Glossaries', component: GlossariesTab } satisfies Meta<typeof GlossariesTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const glossaries = (over: Record<string, StoryAnswer> = {}) => () => {
  signedInAs(clientAdminUser);
  return answerApi(glossaryRoutes(over));
};
const body = () => within(document.body);

export const Glossaries: Story = { beforeEach: glossaries() };
export const GlossariesLoading: Story = { beforeEach: glossaries({ 'GET /clientConfigs/1/glossaries': pending }) };
export const GlossariesNone: Story = { beforeEach: glossaries({ 'GET /clientConfigs/1/glossaries': [] }) };
export const GlossaryEmpty: Story = {
  beforeEach: glossaries({ 'GET /clientConfigs/1/glossaries/7d9f4c52-3c1e-4b8a-9a51-0c2f0e6f7a10/entries': { items: [], totalItems: 0 } }),
};
export const GlossaryNoMatch: Story = {
  beforeEach: glossaries({ 'GET /clientConfigs/1/glossaries/7d9f4c52-3c1e-4b8a-9a51-0c2f0e6f7a10/entries': { items: [], totalItems: 0 } }),
  play: async () => {
    await userEvent.type(await body().findByRole('searchbox', { name: 'Search terms' }), 'dialysis');
  },
};
export const GlossariesFailed: Story = { beforeEach: glossaries({ 'GET /clientConfigs/1/glossaries': status(500, { message: 'Internal Server Error' }) }) };
export const GlossarySecondPage: Story = {
  beforeEach: glossaries(),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Page 2' }));
  },
};
export const GlossaryAddTerm: Story = {
  beforeEach: glossaries(),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Add term' }));
    await userEvent.click(await body().findByRole('button', { name: 'Save' }));
  },
};
export const GlossaryEditTerm: Story = {
  beforeEach: glossaries(),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Edit insurance card' }));
  },
};
export const GlossaryDeleteConfirm: Story = {
  beforeEach: glossaries(),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Delete pharmacy' }));
  },
};
export const GlossaryNew: Story = {
  beforeEach: glossaries(),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'New glossary' }));
  },
};
export const GlossaryImportErrors: Story = {
  beforeEach: glossaries(),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Import' }));
    const dialog = await body().findByRole('dialog', { name: 'Import terms' });
    await userEvent.upload(dialog.querySelector('input[type="file"]')!, new File(['Source term,Target term\n'], 'terms.csv', { type: 'text/csv' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
  },
};
export const TranslationMemoryEmpty: Story = { beforeEach: glossaries({ 'GET /clientConfigs/1/translationMemory': { units: 0, pairs: [] } }) };
export const TranslationMemoryDeleteConfirm: Story = {
  beforeEach: glossaries(),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Delete memory' }));
  },
};
export const TranslationMemoryImportErrors: Story = {
  beforeEach: glossaries(),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Import TMX' }));
    const dialog = await body().findByRole('dialog', { name: 'Import a translation memory' });
    await userEvent.upload(dialog.querySelector('input[type="file"]')!, new File(['<tmx/>'], 'memory.tmx', { type: 'application/xml' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
  },
};

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...Glossaries, name: 'Glossaries, German', globals: { language: 'de' } };
export const Arabic: Story = { ...Glossaries, name: 'Glossaries, Arabic', globals: { language: 'ar' } };
