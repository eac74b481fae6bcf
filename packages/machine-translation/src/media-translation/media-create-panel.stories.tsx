import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { MediaProjectType } from '@lingua/contract';
import { errorResponse, pending } from '@lingua/core/test/fetch-double';
import type { FetchRoute } from '@lingua/core/test/fetch-double';
import { MediaCreatePanel } from './media-create-panel.tsx';
import { serveStory } from '../fixtures/story-support.ts';
import { fixtureMediaRequest, mediaRoutes } from '../fixtures/mt-fixtures.ts';

const submitRoutes: FetchRoute[] = [
  { method: 'POST', path: '/tempFiles/actions/createPresignedPost', reply: { url: '/store/upload', fields: { key: 'tmp/story/${filename}' } } },
  { method: 'POST', path: '/machineTranslation/actions/translateMediaFiles', reply: fixtureMediaRequest('TRANSCRIPTION', { status: 'CREATED' }, false) },
];

const meta = {
  title: 'Machine translation/Media/Create panel',
  component: MediaCreatePanel,
  parameters: { layout: 'fullscreen' },
  args: { opened: true, onClose: () => {} },
  beforeEach: serveStory([...mediaRoutes(), ...submitRoutes]),
} satisfies Meta<typeof MediaCreatePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const video = (name: string, mb: number) => new File([new Uint8Array(Math.round(mb * 1024 * 1024))], name, { type: 'video/mp4' });
const audio = (name: string, mb: number) => new File([new Uint8Array(Math.round(mb * 1024 * 1024))], name, { type: 'audio/mpeg' });

async function fill(opts: { files: File[]; targets?: string[]; name?: string }) {
  const p = page();
  await userEvent.type(await p.findByRole('textbox', { name: /project name/i }), opts.name ?? 'Town hall');
  await userEvent.click(p.getByRole('textbox', { name: /spoken language/i }));
  await userEvent.click(await p.findByRole('option', { name: 'English' }));
  for (const name of opts.targets ?? []) {
    await userEvent.click(p.getByRole('textbox', { name: /target languages/i }));
    await userEvent.click(await p.findByRole('option', { name }));
  }
  await userEvent.upload(p.getByLabelText('Audio or video files'), opts.files);
}
const submit = async () => userEvent.click(page().getByRole('button', { name: 'Submit' }));
const typeStep = (type: MediaProjectType) => ({ args: { initialType: type } });

/** Step 1: the four project types. */
export const StepType: Story = {};
export const StepTypeChosen: Story = { play: async () => userEvent.click(await page().findByRole('radio', { name: /dubbing/i })) };
/** Step 2 for each type. */
export const Transcription: Story = typeStep('TRANSCRIPTION');
export const TranscriptionAndTranslation: Story = typeStep('TRANSCRIPTION_AND_TRANSLATION');
export const Dubbing: Story = typeStep('DUBBING');
export const Embedding: Story = typeStep('EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO');
export const MoreSubtitleOptions: Story = {
  ...typeStep('TRANSCRIPTION'),
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'More options' }));
    await userEvent.click(page().getByRole('textbox', { name: /subtitle type/i }));
    await expect(await page().findByRole('option', { name: 'XLSX' })).toBeInTheDocument();
  },
};
export const DubbingVoices: Story = {
  ...typeStep('DUBBING'),
  play: async () => {
    await fill({ files: [video('Town hall.mp4', 5)], targets: ['Spanish', 'French'] });
    await userEvent.click(page().getByRole('textbox', { name: 'Voice for Spanish' }));
    await userEvent.click(await page().findByRole('option', { name: 'Spanish – Female 1' }));
    await expect(page().getByRole('button', { name: 'Play a sample of Spanish – Female 1' })).toBeInTheDocument();
  },
};

/** Each rule of spec 3 §5 with its own message. */
export const RequiredFields: Story = { ...typeStep('TRANSCRIPTION_AND_TRANSLATION'), play: submit };
export const TooManyTargets: Story = {
  ...typeStep('TRANSCRIPTION_AND_TRANSLATION'),
  play: async () => {
    await fill({ files: [audio('talk.mp3', 1)], targets: ['Spanish', 'Catalan', 'French', 'Galician', 'Italian', 'Portuguese (Brazil)', 'Romanian', 'Esperanto', 'Occitan', 'Basque', 'German'] });
    await submit();
  },
};
export const TotalTooLarge: Story = {
  ...typeStep('TRANSCRIPTION'),
  beforeEach: serveStory([...mediaRoutes({ maxVideoFileSizeMB: 300 }), ...submitRoutes]),
  play: async () => fill({ files: [video('a.mp4', 130), video('b.mp4', 121)] }),
};
export const AudioTooLarge: Story = {
  ...typeStep('TRANSCRIPTION'),
  beforeEach: serveStory([...mediaRoutes({ maxAudioFileSizeMB: null }), ...submitRoutes]),
  play: async () => fill({ files: [audio('long interview.mp3', 2)] }),
};
export const VideoTooLarge: Story = {
  ...typeStep('TRANSCRIPTION'),
  beforeEach: serveStory([...mediaRoutes({ maxVideoFileSizeMB: 1 }), ...submitRoutes]),
  play: async () => fill({ files: [video('keynote.mp4', 2)] }),
};
/** A PDF and a zip dropped with a video: refused on drop with the reason, never listed. */
export const RefusedFileType: Story = {
  ...typeStep('TRANSCRIPTION'),
  play: async () => {
    await fill({ files: [] });
    // As a drop would: the input's accept attribute does not filter what is dropped.
    const files = [new File(['%PDF-1.4'], 'leaflet.pdf', { type: 'application/pdf' }), new File(['PK'], 'clips.zip', { type: 'application/zip' }), video('keynote.mp4', 0.1)];
    await userEvent.setup({ applyAccept: false }).upload(page().getByLabelText('Audio or video files'), files);
  },
};
export const EmbeddingNeedsVideo: Story = {
  ...typeStep('EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO'),
  play: async () => fill({ files: [audio('podcast.mp3', 1)], targets: ['Spanish'] }),
};
export const DubbingNotSupported: Story = {
  ...typeStep('DUBBING'),
  play: async () => {
    await fill({ files: [video('Town hall.mp4', 5)], targets: ['Galician', 'Occitan'] });
    await submit();
  },
};
export const VoiceRequired: Story = {
  ...typeStep('DUBBING'),
  play: async () => {
    await fill({ files: [video('Town hall.mp4', 5)], targets: ['Spanish'] });
    await submit();
  },
};
export const TooManyFiles: Story = {
  ...typeStep('TRANSCRIPTION'),
  beforeEach: serveStory([...mediaRoutes({ maxFilesPerRequest: 1 }), ...submitRoutes]),
  play: async () => fill({ files: [audio('a.mp3', 0.2), audio('b.mp3', 0.2)] }),
};
export const UnsupportedFileType: Story = {
  ...typeStep('TRANSCRIPTION'),
  play: async () => fill({ files: [new File(['x'], 'notes.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })] }),
};

/** Submitting: the upload's progress, then the server's answer. */
export const Uploading: Story = {
  ...typeStep('TRANSCRIPTION'),
  beforeEach: serveStory([...mediaRoutes(), ...submitRoutes], { uploadHangsAt: 40 }),
  play: async () => {
    await fill({ files: [video('Town hall.mp4', 3)] });
    await submit();
  },
};
export const Creating: Story = {
  ...typeStep('TRANSCRIPTION'),
  beforeEach: serveStory([...mediaRoutes(), { ...submitRoutes[0]!, reply: submitRoutes[0]!.reply }, { ...submitRoutes[1]!, reply: () => pending() }], { uploadsComplete: true }),
  play: async () => {
    await fill({ files: [video('Town hall.mp4', 3)] });
    await submit();
  },
};
export const ServerRefused: Story = {
  ...typeStep('TRANSCRIPTION'),
  beforeEach: serveStory(
    [...mediaRoutes(), submitRoutes[0]!, { ...submitRoutes[1]!, reply: errorResponse(400, 'keynote.mp4 is larger than the 1 MB allowed for a video file', 'VIDEO_FILE_TOO_LARGE') }],
    { uploadsComplete: true },
  ),
  play: async () => {
    await fill({ files: [video('keynote.mp4', 0.5)] });
    await submit();
  },
};
