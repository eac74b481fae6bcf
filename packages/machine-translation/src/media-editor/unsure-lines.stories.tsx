// What the recogniser was unsure of: the details page's count with its way into the editor, the editor opened
// with those lines first and marked, and a file the recogniser could not make out.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { serveStory } from '../fixtures/story-support.ts';
import { fixtureUnsureSegments, mediaEditorRoutes } from '../fixtures/media-editor-fixtures.ts';
import { fixtureMediaRequest, mediaRoutes, requestRoutes } from '../fixtures/mt-fixtures.ts';
import { MediaReview } from './media-review.tsx';

const completed = fixtureMediaRequest('TRANSCRIPTION_AND_TRANSLATION');

const meta = {
  title: 'Machine translation/Media/Unsure transcript',
  component: MediaReview,
  parameters: { layout: 'padded' },
  args: { job: completed },
} satisfies Meta<typeof MediaReview>;

export default meta;
type Story = StoryObj<typeof meta>;

const routes = (unclear: boolean) => [...mediaRoutes(), ...requestRoutes(completed), ...mediaEditorRoutes(fixtureUnsureSegments(completed, unclear))];

/** One line the recogniser was unsure of: "The transcript may be wrong in 1 line — review it". */
export const DetailsPageCount: Story = { beforeEach: serveStory(routes(false)) };

/** "Review unsure lines" taken: the editor lists line 3 first, marked, with "Unsure lines first" on. */
export const EditorUnsureFirst: Story = {
  beforeEach: serveStory(routes(false)),
  play: async () => {
    const review = await within(document.body).findByRole('button', { name: 'Review unsure lines' });
    await userEvent.click(review);
  },
};

/** Below the clear-speech threshold: the plain sentence pointing to a human transcription, every line counted. */
export const SpeechUnclear: Story = { beforeEach: serveStory(routes(true)) };
