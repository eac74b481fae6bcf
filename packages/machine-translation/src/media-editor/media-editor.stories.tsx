import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { JobRequest, MediaSegments } from '@lingua/contract';
import { serveStory } from '../fixtures/story-support.ts';
import { fixtureMediaSegments, fixtureQualitySegments, fixtureSuggestions, mediaEditorRoutes, saveConflict, saveUnavailable } from '../fixtures/media-editor-fixtures.ts';
import { lineIssue, linesRedelivered, mediaQualityRoutes } from '../fixtures/media-quality-fixtures.ts';
import { fixtureMediaRequest, mediaRoutes, requestRoutes } from '../fixtures/mt-fixtures.ts';
import { MediaEditor } from './media-editor.tsx';
import { MediaReview } from './media-review.tsx';

const meta = {
  title: 'Machine translation/Media/Review and edit',
  component: MediaEditor,
  parameters: { layout: 'padded' },
  args: { job: fixtureMediaRequest('TRANSCRIPTION_AND_TRANSLATION'), onClose: () => {} },
} satisfies Meta<typeof MediaEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const completed = fixtureMediaRequest('TRANSCRIPTION_AND_TRANSLATION');
const routes = (job: JobRequest, segments: MediaSegments, save?: Parameters<typeof mediaEditorRoutes>[1]) => [...mediaRoutes(), ...requestRoutes(job), ...mediaEditorRoutes(segments, save)];
const find = (name: string | RegExp) => within(document.body).findByRole('textbox', { name });

/** The details page's preview: the source with the chosen language's subtitles, and "Review and edit". */
export const PreviewWithSubtitles: Story = {
  beforeEach: serveStory(routes(completed, fixtureMediaSegments(completed))),
  render: () => <MediaReview job={completed} />,
};

/** An audio source: the player and the waveform of the recording with the lines over it. */
export const PreviewAudioWaveform: Story = {
  beforeEach: serveStory(routes(completed, { ...fixtureMediaSegments(completed), files: fixtureMediaSegments(completed).files.map((f) => ({ ...f, fileName: 'Town hall.mp3', kind: 'audio' as const })) })),
  render: () => <MediaReview job={completed} />,
};

/** Opened on lines as recognised: an unsure word marked, reading flags where a line is fast. */
export const EditorClean: Story = { beforeEach: serveStory(routes(completed, fixtureMediaSegments(completed))) };

/** Decision 143: a translated word the engine did not know, marked like the recogniser's unsure words. */
export const EngineUnsureWords: Story = { beforeEach: serveStory(routes(completed, fixtureMediaSegments(completed, {}, { unsure: true }))) };

/** Decision 134: "tarjeta del seguro", the client's glossary term for line 3, underlined; focus tells where it came from. */
export const GlossaryTerms: Story = {
  beforeEach: serveStory(
    routes(completed, {
      ...fixtureMediaSegments(completed),
      files: fixtureMediaSegments(completed).files.map((f) => ({
        ...f,
        translations: f.translations.map((l) =>
          l.languageId === 'esn' ? { ...l, segments: l.segments.map((s) => (s.id === 's3' ? { ...s, terms: 1, glossaryTerms: [{ start: 10, end: 28 }] } : s)) } : l,
        ),
      })),
    }),
  ),
};

/** Decision 145: the company's translation memory offers a sentence at 88 % for line 4; "Use" takes it. */
export const MemorySuggestions: Story = {
  beforeEach: serveStory([...mediaRoutes(), ...requestRoutes(completed), ...mediaEditorRoutes(fixtureMediaSegments(completed), undefined, fixtureSuggestions)]),
};

/** A line corrected: its translations marked stale until updated. */
export const Edited: Story = {
  beforeEach: serveStory(routes(completed, fixtureMediaSegments(completed))),
  play: async () => {
    const line = await find('Line 1, English');
    await userEvent.clear(line);
    await userEvent.type(line, 'Good morning, everyone');
  },
};

/** Saved lines whose source changed: Update translations offers them; the files do not include the change yet. */
export const StaleTranslations: Story = { beforeEach: serveStory(routes(completed, fixtureMediaSegments(completed, {}, { stale: true }))) };

/** Another tab saved first: the save answers 409 and the editor offers to reload. */
export const Conflict: Story = {
  beforeEach: serveStory(routes(completed, fixtureMediaSegments(completed), saveConflict)),
  play: async () => userEvent.type(await find('Line 2, English'), ' and Saturdays'),
};

/** The server could not be reached: the change is kept, sent again after a pause, and leaving the page asks first. */
export const SaveRetrying: Story = {
  beforeEach: serveStory(routes(completed, fixtureMediaSegments(completed), saveUnavailable)),
  play: async () => userEvent.type(await find('Line 2, English'), ' and Saturdays'),
};

const rebuilding = fixtureMediaRequest('TRANSCRIPTION_AND_TRANSLATION', { status: 'TRANSLATING', progress: 40 });
/** Update files running: the lines are shown read-only with the progress. */
export const RebuildInProgress: Story = {
  args: { job: rebuilding },
  beforeEach: serveStory(routes(rebuilding, fixtureMediaSegments(rebuilding, { editable: false }, { outputsStale: true }))),
};

/** The last update of the files failed: the reason, the earlier files kept, and the lines still editable. */
export const RebuildFailed: Story = {
  beforeEach: serveStory(routes(completed, fixtureMediaSegments(completed, { rebuildFailure: 'ffmpeg could not read the source video.' }, { outputsStale: true }))),
};

/** An imported file that holds no subtitles: the server's message under Import. */
export const ImportError: Story = {
  beforeEach: serveStory(routes(completed, fixtureMediaSegments(completed))),
  play: async () => {
    await within(document.body).findByRole('button', { name: 'Import SRT or VTT' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"][accept=".srt,.vtt"]');
    if (!input) throw new Error('no file input for the import');
    await userEvent.upload(input, new File(['not subtitles'], 'notes.srt', { type: 'application/x-subrip' }));
  },
};

/** Keyboard focus on a line's text, as a keyboard user sees it. */
export const KeyboardFocus: Story = {
  beforeEach: serveStory(routes(completed, fixtureMediaSegments(completed))),
  play: async () => (await find('Line 2, Spanish')).focus(),
};

// The subtitle check and the dub's overrun mark (decision 135).

/** Every line keeps the subtitle rules: the check says so and offers nothing. */
export const CheckNoneBroken: Story = { beforeEach: serveStory(routes(completed, fixtureQualitySegments(completed, 'none'))) };

/** A line too fast to read, in the transcript and the translation, each with "Extend to the next line". */
export const CheckSomeBroken: Story = { beforeEach: serveStory(routes(completed, fixtureQualitySegments(completed, 'some'))) };

/** The fix taken from the keyboard: the line now ends two frames before the next and the list is empty. */
export const CheckFixed: Story = {
  beforeEach: serveStory(routes(completed, fixtureQualitySegments(completed, 'some'))),
  play: async () => {
    const fix = await within(document.body).findByRole('button', { name: 'Extend to the next line: line 3, English' });
    fix.focus();
    await userEvent.keyboard('{Enter}');
  },
};

/** The details page's preview with the server's count of lines breaking a rule in some language. */
export const CheckDetailsPageCount: Story = {
  beforeEach: serveStory(routes(completed, { ...fixtureMediaSegments(completed), linesBreakingRules: 3 })),
  render: () => <MediaReview job={completed} />,
};

/** A dubbed line the voice could not say in its 2.1 s even sped up 1.3×: marked with the overrun until shortened. */
export const DubLineTooLong: Story = {
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

const issuesOf = async (n: number) => (await within(document.body).findByRole('button', { name: `Issues and questions, line ${n}` })).click();

/** Decision 184: line 2's issue in its panel, its count on the row, and the file's score above the lines. */
export const LineIssuePanel: Story = {
  beforeEach: serveStory([...routes(completed, fixtureMediaSegments(completed)), ...mediaQualityRoutes([lineIssue])]),
  play: () => issuesOf(2),
};

/** "Mark an issue" open on line 3, which has none yet. */
export const LineIssueForm: Story = {
  beforeEach: serveStory([...routes(completed, fixtureMediaSegments(completed)), ...mediaQualityRoutes()]),
  play: async () => {
    await issuesOf(3);
    (await within(document.body).findByRole('button', { name: 'Mark an issue' })).click();
  },
};

/** Staff's view of a line's issue: what it counts as in MQM, being changed, and the answer's buttons. */
export const LineIssueStaffReclassify: Story = {
  beforeEach: serveStory([...routes(completed, fixtureMediaSegments(completed)), ...mediaQualityRoutes([lineIssue], { canAnswer: true })]),
  play: async () => {
    await issuesOf(2);
    (await within(document.body).findByRole('button', { name: 'Change how it counts' })).click();
  },
};

/** Decision 188: the client after a redelivery, shown the one line changed since their request for changes. */
export const ChangedLinesOnly: Story = {
  beforeEach: serveStory([...routes(completed, fixtureMediaSegments(completed)), ...mediaQualityRoutes([lineIssue], { sinceReview: linesRedelivered })]),
};

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...EditorClean, name: 'Editor clean, German', globals: { language: 'de' } };
export const Arabic: Story = { ...EditorClean, name: 'Editor clean, Arabic', globals: { language: 'ar' } };
