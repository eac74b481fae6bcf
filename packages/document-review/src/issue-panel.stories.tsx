import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { errorResponse, pending } from '@lingua/core/test/fetch-double';
import { serveStory } from '@lingua/core/test/story';
import { FIXTURE_FILE, fixtureReview, reviewRoutes } from './fixtures/review-fixtures.ts';
import { issueAccepted, issueFixed, issueOpen, issueRejected, qualityRoutes, redelivered } from './fixtures/quality-fixtures.ts';
import { DocumentReview } from './document-review.tsx';

const meta = {
  title: 'Document review/Issues',
  component: DocumentReview,
  parameters: { layout: 'padded' },
  args: { ...FIXTURE_FILE, backHref: '#' },
} satisfies Meta<typeof DocumentReview>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const focus = async (n: number) => (await body().findByRole('textbox', { name: `Translation of segment ${n}` })).focus();
const openForm = async (n: number) => {
  await focus(n);
  (await body().findByRole('button', { name: 'Mark an issue' })).click();
};
const choose = async (...names: string[]) => {
  for (const name of names) (await body().findByRole('radio', { name })).click();
};

/** A segment without issues, and a file without a score yet. */
export const NoIssues: Story = {
  beforeEach: serveStory([...reviewRoutes(fixtureReview()), ...qualityRoutes()]),
  play: () => focus(2),
};

/** "Mark an issue" open on segment 2 after its glossary term was replaced: "Wrong term" is suggested. */
export const FormOpen: Story = {
  beforeEach: serveStory([...reviewRoutes(fixtureReview()), ...qualityRoutes()]),
  play: async () => {
    await focus(2);
    // "Vertrag" replaced in the field as typing leaves it: the DOM changed, then `input`.
    const field = await body().findByRole('textbox', { name: 'Translation of segment 2' });
    field.querySelector('.lp-chip')!.nextSibling!.textContent = 'Vereinbarung';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    (await body().findByRole('button', { name: 'Mark an issue' })).click();
  },
};

/** Saved without choosing: what is missing, said beside each choice. */
export const FormInvalid: Story = {
  beforeEach: serveStory([...reviewRoutes(fixtureReview()), ...qualityRoutes()]),
  play: async () => {
    await openForm(6);
    (await body().findByRole('button', { name: 'Mark the issue' })).click();
  },
};

/** The issue is being saved. */
export const Saving: Story = {
  beforeEach: serveStory([...reviewRoutes(fixtureReview()), ...qualityRoutes([], { mark: () => pending() })]),
  play: async () => {
    await openForm(6);
    await choose('Reads badly', 'Cosmetic');
    (await body().findByRole('button', { name: 'Mark the issue' })).click();
  },
};

/** Issues with staff's answers: open (one's own, can be taken back), accepted, rejected with the reason, fixed; the row's mark and the file's score. */
export const WithAnswers: Story = {
  beforeEach: serveStory([...reviewRoutes(fixtureReview()), ...qualityRoutes([issueOpen, issueAccepted, issueRejected, issueFixed])]),
  play: () => focus(2),
};

/** Staff's view: the MQM values and the answer's buttons on the open issue. */
export const StaffAnswering: Story = {
  beforeEach: serveStory([...reviewRoutes(fixtureReview()), ...qualityRoutes([issueOpen, issueAccepted], { canAnswer: true })]),
  play: () => focus(2),
};

/** Staff change what an issue counts as: the MQM type and severity, the score following once saved. */
export const StaffReclassifying: Story = {
  beforeEach: serveStory([...reviewRoutes(fixtureReview()), ...qualityRoutes([issueOpen, issueAccepted], { canAnswer: true })]),
  play: async () => {
    await focus(2);
    (await body().findAllByRole('button', { name: 'Change how it counts' }))[0]!.click();
  },
};

/** The client after staff redelivered: only the segments changed since their request for changes, and "Show all segments". */
export const ChangedSinceReview: Story = {
  beforeEach: serveStory([...reviewRoutes(fixtureReview()), ...qualityRoutes([issueOpen], { sinceReview: redelivered })]),
  play: async () => {
    await body().findByRole('button', { name: 'Show all segments' });
  },
};

/** The same client choosing to see every segment again. */
export const ChangedSinceReviewAll: Story = {
  beforeEach: serveStory([...reviewRoutes(fixtureReview()), ...qualityRoutes([issueOpen], { sinceReview: redelivered })]),
  play: async () => {
    (await body().findByRole('button', { name: 'Show all segments' })).click();
  },
};

/** The server refused the mark: its message under the form, what was chosen kept. */
export const SaveFailed: Story = {
  beforeEach: serveStory([...reviewRoutes(fixtureReview()), ...qualityRoutes([], { mark: () => errorResponse(409, 'This request is not delivered yet: issues can be marked once it is.', 'REQUEST_NOT_REVIEWABLE') })]),
  play: async () => {
    await openForm(1);
    await choose('Wrong meaning', 'Unusable');
    (await body().findByRole('button', { name: 'Mark the issue' })).click();
  },
};

/** The file's issues could not be read. */
export const LoadFailed: Story = {
  beforeEach: serveStory([...reviewRoutes(fixtureReview()), ...qualityRoutes([], { list: () => errorResponse(500, 'The service is not available right now.') })]),
  play: () => focus(2),
};
