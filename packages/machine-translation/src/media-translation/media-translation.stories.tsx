import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { JobRequest } from '@lingua/contract';
import { noContent } from '@lingua/core/test/fetch-double';
import { MediaTranslation } from './media-translation.tsx';
import { MediaRequestDetails } from './media-request-details.tsx';
import { serveStory } from '../fixtures/story-support.ts';
import { fixtureMediaRequest, fixtureRequestsOfEveryGroup, mediaRoutes, requestRoutes } from '../fixtures/mt-fixtures.ts';

const meta = {
  title: 'Machine translation/Media/Tab',
  component: MediaTranslation,
  parameters: { layout: 'padded' },
  args: { onOpenRequest: () => {}, onCloseRequest: () => {} },
} satisfies Meta<typeof MediaTranslation>;

export default meta;
type Story = StoryObj<typeof meta>;

const media = (requests: JobRequest[]) => requests.map((r) => ({ ...r, origination: 'MEDIAAI' as const, mediaProjectType: 'TRANSCRIPTION' as const }));

/** The list with one request of every status group (colours and tooltips of spec 3 §4.2). */
export const EveryStatusGroup: Story = {
  beforeEach: serveStory([...mediaRoutes(), { path: '/jobRequests', reply: { items: media(fixtureRequestsOfEveryGroup()) } }, { method: 'POST', path: /\/archive$/, reply: noContent() }]),
};
export const Empty: Story = { beforeEach: serveStory([...mediaRoutes(), { path: '/jobRequests', reply: { items: [] } }]) };
export const CreateOpened: Story = {
  beforeEach: serveStory([...mediaRoutes(), { path: '/jobRequests', reply: { items: [] } }]),
  play: async () => userEvent.click(await within(document.body).findByRole('button', { name: 'Create' })),
};

const details = (request: JobRequest, settings = {}): Story => ({
  beforeEach: serveStory([...mediaRoutes(settings), ...requestRoutes(request)]),
  render: () => <MediaRequestDetails jobRequestId={request.id} onReturn={() => {}} humanProjectUrl="https://projects.example/projects/{xtrfInternalId}" />,
});

export const DetailsTranscription = details(fixtureMediaRequest('TRANSCRIPTION'));
export const DetailsTranslation = details(fixtureMediaRequest('TRANSCRIPTION_AND_TRANSLATION'));
/** Decision 149: the glossary terms the subtitles carry. */
export const DetailsGlossaryTerms = details(fixtureMediaRequest('TRANSCRIPTION_AND_TRANSLATION', { glossaryTermsApplied: 3 }));
export const DetailsDubbing = details(fixtureMediaRequest('DUBBING'));
export const DetailsEmbedding = details(fixtureMediaRequest('EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO'));
export const DetailsProcessing = details(fixtureMediaRequest('DUBBING', {}, false));
export const DetailsFailed = details(fixtureMediaRequest('TRANSCRIPTION_AND_TRANSLATION', { status: 'FAILED' }, false));
export const DetailsEscalation: Story = {
  ...details(fixtureMediaRequest('TRANSCRIPTION_AND_TRANSLATION')),
  play: async () => userEvent.click(await within(document.body).findByRole('button', { name: 'Request human translation' })),
};
export const DetailsSubmittedToHumanExpert = details(fixtureMediaRequest('DUBBING', { status: 'SUBMITTED_TO_XTRF', xtrfInternalId: 50012, xtrfName: 'P-2026-50012' }));

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = {
  ...EveryStatusGroup,
  name: 'Every status group, German',
  globals: { language: 'de' },
};
export const Arabic: Story = {
  ...EveryStatusGroup,
  name: 'Every status group, Arabic',
  globals: { language: 'ar' },
};
