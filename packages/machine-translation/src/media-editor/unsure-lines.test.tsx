// The lines the recogniser was unsure of as a user meets them: counted on the details page with a way into the
// editor that lists them first, marked in the editor, and a file it could not make out pointed to a human.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchDouble, type FetchDouble } from '@lingua/core/test/fetch-double';
import { renderMt } from '../fixtures/render.tsx';
import { fixtureMediaSegments, fixtureUnsureSegments, mediaEditorRoutes } from '../fixtures/media-editor-fixtures.ts';
import { fixtureMediaRequest, mediaRoutes, requestRoutes } from '../fixtures/mt-fixtures.ts';
import { MediaReview } from './media-review.tsx';

const job = fixtureMediaRequest('TRANSCRIPTION_AND_TRANSLATION');
let double: FetchDouble;
afterEach(() => double?.restore());

function open(segments: ReturnType<typeof fixtureMediaSegments>) {
  double = installFetchDouble([...mediaRoutes(), ...requestRoutes(job), ...mediaEditorRoutes(segments)]);
  renderMt(<MediaReview job={job} />);
}

const sourceLines = () => screen.getAllByRole('textbox', { name: /^Line \d, English$/ }).map((l) => l.getAttribute('aria-label'));

describe('lines the recogniser was unsure of', () => {
  it('are counted on the details page and opened first in the editor, marked, and back in order on demand', async () => {
    open(fixtureUnsureSegments(job));
    expect(await screen.findByText('The transcript may be wrong in 1 line — review it')).toBeInTheDocument();
    expect(screen.queryByText(/could not make out the speech/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Review unsure lines' }));
    await screen.findByRole('textbox', { name: 'Line 3, English' });
    expect(sourceLines()).toEqual(['Line 3, English', 'Line 1, English', 'Line 2, English', 'Line 4, English']);
    const row = screen.getByRole('textbox', { name: 'Line 3, English' }).closest('[role="listitem"]') as HTMLElement;
    expect(row).toHaveAttribute('data-unsure');
    // Listed first, it says so to a screen reader while keeping its number.
    expect(row).toHaveAttribute('aria-posinset', '1');
    expect(within(row).getByText('The recogniser was unsure of this line: listen to it.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Unsure lines first' }));
    expect(sourceLines()).toEqual(['Line 1, English', 'Line 2, English', 'Line 3, English', 'Line 4, English']);
  });

  it('says plainly when the recogniser could not make out the speech, and points to a human transcription', async () => {
    open(fixtureUnsureSegments(job, true));
    expect(await screen.findByText(/could not make out the speech in this file/)).toHaveTextContent('“Request human translation”');
    expect(screen.getByText('The transcript may be wrong in 4 lines — review them')).toBeInTheDocument();
  });

  it('says nothing for a transcript the recogniser heard', async () => {
    open({ ...fixtureMediaSegments(job), linesUnsure: 0, speechUnclear: false });
    await screen.findByRole('button', { name: 'Review and edit' });
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByTestId('media-unsure')).toBeNull();
  });
});
