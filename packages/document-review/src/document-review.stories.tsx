import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { pending } from '@lingua/core/test/fetch-double';
import { serveStory } from '@lingua/core/test/story';
import { addTermRoutes, conflictAnswer, FIXTURE_FILE, fixtureReview, fixtureSegments, fixtureTargetAlone, reviewRoutes } from './fixtures/review-fixtures.ts';
import { DocumentReview } from './document-review.tsx';

const meta = {
  title: 'Document review/Review and edit',
  component: DocumentReview,
  parameters: { layout: 'padded' },
  args: { ...FIXTURE_FILE, backHref: '#' },
} satisfies Meta<typeof DocumentReview>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (n: number) => within(document.body).findByRole('textbox', { name: `Translation of segment ${n}` });

/** The document is being read. */
export const Loading: Story = { beforeEach: serveStory(reviewRoutes(() => pending())) };

/** Source and translation side by side, tags as chips, style and origin shown lightly. */
export const Normal: Story = { beforeEach: serveStory(reviewRoutes(fixtureReview())) };

/** Warnings of the checks: a number and a glossary term missing, double spaces; the panel of the segment. */
export const Warnings: Story = {
  beforeEach: serveStory(
    reviewRoutes(
      fixtureReview({}, fixtureSegments().map((s) => (s.position === 2 ? { ...s, target: 'Die Zahlung ist innerhalb von 3 Tagen  fällig<x2/>.' } : s.position === 5 ? { ...s, target: 'Jede Partei kann Jede Partei diese Vereinbarung schriftlich kündigen' } : s))),
    ),
  ),
  play: async () => (await field(3)).focus(),
};

/** Beside segment 2: the glossary's term and the memory's suggestion at 91 %, one click to take. */
export const Suggestions: Story = {
  beforeEach: serveStory(reviewRoutes(fixtureReview())),
  play: async () => (await field(2)).focus(),
};

/** A save met another person's change: both texts of the segment to choose from. */
export const Conflict: Story = {
  beforeEach: serveStory(reviewRoutes(fixtureReview(), () => conflictAnswer())),
  play: async () => {
    const target = await field(2);
    target.focus();
    // The browser's own typing at the end of the field (testing-library's keyboard does not place a caret among chips).
    getSelection()?.selectAllChildren(target);
    getSelection()?.collapseToEnd();
    document.execCommand('insertText', false, ' jetzt');
    target.blur();
  },
};

/** A document without any text to review. */
export const Empty: Story = { beforeEach: serveStory(reviewRoutes(fixtureReview({}, []))) };

/** An archived request, or a person who may only read. */
export const ReadOnly: Story = { beforeEach: serveStory(reviewRoutes(fixtureReview({ editable: false }))) };

/** The delivered translation does not pair with its source: the target alone, with the reason. */
export const TargetAlone: Story = { beforeEach: serveStory(reviewRoutes(fixtureTargetAlone())) };

/** "Update file" failed: the reason in plain words, the earlier file stays. */
export const UpdateFailed: Story = {
  beforeEach: serveStory(reviewRoutes(fixtureReview({ fileStale: true, rebuildFailure: 'The updated Service agreement.docx would not open (LibreOffice could not read it as a DOCX file), so it was not delivered; the earlier file stays.' }))),
};

/** 20,000 segments: the list mounts only the rows near the viewport. */
export const Large: Story = { beforeEach: serveStory(reviewRoutes(fixtureReview({}, fixtureSegments(20_000)))) };

/** The preview beside segment 2: its page, the segment's line outlined. */
export const Preview: Story = {
  beforeEach: serveStory(reviewRoutes(fixtureReview())),
  play: async () => {
    (await field(2)).focus();
    (await within(document.body).findByRole('button', { name: 'Preview' })).click();
  },
};

/** The preview while the file's pages are drawn (the first opening of a version). */
export const PreviewDrawing: Story = {
  beforeEach: serveStory([{ path: /\/preview$/, reply: () => pending() }, ...reviewRoutes(fixtureReview())]),
  play: async () => (await within(document.body).findByRole('button', { name: 'Preview' })).click(),
};

/** The footer's text is on no page, and the file misses changes since it was built. */
export const PreviewNotOnPage: Story = {
  beforeEach: serveStory(reviewRoutes(fixtureReview({ fileStale: true }))),
  play: async () => {
    (await field(7)).focus();
    (await within(document.body).findByRole('button', { name: 'Preview' })).click();
  },
};

/** "Fees" selected in segment 5's source and "Gebühren" in its translation, ready to add to the glossary. */
export const AddToGlossary: Story = {
  beforeEach: serveStory([...reviewRoutes(fixtureReview()), ...addTermRoutes()]),
  play: async () => {
    const target = await field(5);
    target.focus();
    const row = target.closest<HTMLElement>('.lp-doc-row')!;
    for (const node of [row.querySelector('.lp-doc-source')!, target]) {
      getSelection()!.selectAllChildren(node);
      document.dispatchEvent(new Event('selectionchange'));
    }
  },
};

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...Normal, name: 'Normal, German', globals: { language: 'de' } };
export const Arabic: Story = { ...Normal, name: 'Normal, Arabic', globals: { language: 'ar' } };
