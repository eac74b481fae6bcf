import type { Meta, StoryObj } from '@storybook/react-vite';
import { serveStory } from '../../test/story.ts';
import { ZipDownloadDialog } from './zip-download-dialog.tsx';

// The zip download dialog (spec 3 §4.5).
const meta = {
  title: 'Core/Job requests/Zip download dialog',
  component: ZipDownloadDialog,
  args: { opened: true, jobRequestId: 'jr-1001', zipFileName: 'Patient leaflet.zip', onClose: () => {} },
} satisfies Meta<typeof ZipDownloadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const zip = (status: string, downloadUrl?: string) =>
  serveStory([
    { path: /\/zipTranslatedFiles\/status$/, reply: { status, downloadUrl } },
    { method: 'POST', path: /\/zipTranslatedFiles$/, reply: { status: 'IN_PROGRESS' } },
  ]);

export const Polling: Story = { beforeEach: zip('IN_PROGRESS') };
export const Completed: Story = { beforeEach: zip('COMPLETED', '/files/Patient%20leaflet.zip') };
export const Failed: Story = { beforeEach: zip('FAILED') };
