import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { JobRequest, MediaSegments } from '@lingua/contract';
import { serveStory } from '../fixtures/story-support.ts';
import { fixtureMediaSegments, fixtureQualitySegments, mediaEditorRoutes } from '../fixtures/media-editor-fixtures.ts';
import { fixtureMediaRequest, mediaRoutes, requestRoutes } from '../fixtures/mt-fixtures.ts';
import { MediaEditor } from './media-editor.tsx';
import { MediaReview } from './media-review.tsx';

const meta = {
  title: 'Machine translation/Media/Subtitle check',
  component: MediaEditor,
  parameters: { layout: 'padded' },
  args: { job: fixtureMediaRequest('TRANSCRIPTION_AND_TRANSLATION'), onClose: () => {} },
} satisfies Meta<typeof MediaEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const completed = fixtureMediaRequest('TRANSCRIPTION_AND_TRANSLATION');
const routes = (job: JobRequest, segments: MediaSegments) => [...mediaRoutes(), ...requestRoutes(job), ...mediaEditorRoutes(segments)];

/** Every line keeps the subtitle rules: the check says so and offers nothing. */
export const NoneBroken: Story = { beforeEach: serveStory(routes(completed, fixtureQualitySegments(completed, 'none'))) };

/** A line too fast to read, in the transcript and the translation, each with "Extend to the next line". */
export const SomeBroken: Story = { beforeEach: serveStory(routes(completed, fixtureQualitySegments(completed, 'some'))) };

/** The fix taken from the keyboard: the line now ends two frames before the next and the list is empty. */
export const Fixed: Story = {
  beforeEach: serveStory(routes(completed, fixtureQualitySegments(completed, 'some'))),
  play: async () => {
    const fix = await within(document.body).findByRole('button', { name: 'Extend to the next line: line 3, English' });
    fix.focus();
    await userEvent.keyboard('{Enter}');
  },
};

/** The details page's preview with the server's count of lines breaking a rule in some language. */
export const DetailsPageCount: Story = {
  beforeEach: serveStory(routes(completed, { ...fixtureMediaSegments(completed), linesBreakingRules: 3 })),
  render: () => <MediaReview job={completed} />,
};

/** A dubbed line the voice could not say in its 2.1 s even sped up 1.3×: marked with the overrun until shortened. */
export const VoiceOverrun: Story = {
  beforeEach: serveStory(
    routes(completed, {
      ...fixtureMediaSegments(completed),
      files: fixtureMediaSegments(completed).files.map((f) => ({
        ...f,
        translations: f.translations.map((l) =>
          l.languageId === 'esn' ? { ...l, voiceOverruns: [{ id: 's2', text: 'La clínica abre a las nueve entre semana', slotSeconds: 2.1, spokenSeconds: 2.7 }] } : l,
        ),
      })),
    }),
  ),
};
