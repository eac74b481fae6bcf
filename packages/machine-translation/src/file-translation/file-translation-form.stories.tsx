import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FileTranslationForm } from './file-translation-form.tsx';
import { serveStory } from '../fixtures/story-support.ts';
import { pending } from '@lingua/core/test/fetch-double';
import type { FetchRoute } from '@lingua/core/test/fetch-double';
import { fixtureFileRequest, referenceRoutes } from '../fixtures/mt-fixtures.ts';

const submitRoutes: FetchRoute[] = [
  { method: 'POST', path: '/tempFiles/actions/createPresignedPost', reply: { url: '/store/upload', fields: { key: 'tmp/story/${filename}' } } },
  { method: 'POST', path: '/machineTranslation/actions/translateFiles', reply: fixtureFileRequest({ id: 'jr-new' }) },
];

const meta = {
  title: 'Machine translation/Documents form',
  component: FileTranslationForm,
  parameters: { layout: 'padded' },
  beforeEach: serveStory([...referenceRoutes(), ...submitRoutes]),
} satisfies Meta<typeof FileTranslationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const docx = (name: string, kb: number) => new File([new Uint8Array(kb * 1024)], name, { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });

async function chooseFilesAndTargets() {
  const page = body();
  await userEvent.upload(await page.findByLabelText('Documents to translate'), [docx('Patient leaflet.docx', 240), new File([new Uint8Array(880 * 1024)], 'Consent form.pdf', { type: 'application/pdf' })]);
  for (const name of ['Spanish', 'Catalan']) {
    await userEvent.click(page.getByRole('combobox', { name: /target languages/i }));
    await userEvent.click(await page.findByRole('option', { name }));
  }
}

export const Empty: Story = {};

export const FilesChosen: Story = { play: chooseFilesAndTargets };

export const NonEnglishSource: Story = {
  play: async () => {
    await userEvent.click(await body().findByRole('combobox', { name: /source language/i }));
    await userEvent.click(await body().findByRole('option', { name: 'Spanish' }));
  },
};

export const ValidationErrors: Story = {
  beforeEach: serveStory([...referenceRoutes({ maxFileSizeMB: 1, maxFilesPerRequest: 2 }), ...submitRoutes]),
  play: async () => {
    const page = body();
    await userEvent.click(await page.findByRole('button', { name: 'Translate documents' }));
    await userEvent.upload(page.getByLabelText('Documents to translate'), [
      new File(['x'], 'scan.png', { type: 'image/png' }),
      docx('Annual report.docx', 2048),
      docx('a.docx', 10),
      docx('b.docx', 10),
      docx('c.docx', 10),
    ], { applyAccept: false });
    await expect(page.getByText('You can translate at most 2 documents per request.')).toBeVisible();
  },
};

export const UploadingProgress: Story = {
  beforeEach: serveStory([...referenceRoutes(), ...submitRoutes], { uploadHangsAt: 60 }),
  play: async () => {
    await chooseFilesAndTargets();
    await userEvent.click(body().getByRole('button', { name: 'Translate documents' }));
  },
};

export const Creating: Story = {
  beforeEach: serveStory([...referenceRoutes(), submitRoutes[0]!, { method: 'POST', path: '/machineTranslation/actions/translateFiles', reply: () => pending() }], { uploadsComplete: true }),
  play: async () => {
    await chooseFilesAndTargets();
    await userEvent.click(body().getByRole('button', { name: 'Translate documents' }));
  },
};

export const Success: Story = {
  beforeEach: serveStory([...referenceRoutes(), ...submitRoutes], { uploadsComplete: true }),
  play: async () => {
    await chooseFilesAndTargets();
    await userEvent.click(body().getByRole('button', { name: 'Translate documents' }));
    await expect(await body().findByText(/your documents were submitted/i)).toBeVisible();
  },
};
