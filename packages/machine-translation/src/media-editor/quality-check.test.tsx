// The subtitle check as a user meets it in the editor: nothing to report, a line too fast to read listed in the
// catalogue's words with its fix, and the fix taken by keyboard — the list empties and the change is saved.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchDouble, type FetchDouble } from '@lingua/core/test/fetch-double';
import { renderMt } from '../fixtures/render.tsx';
import { fixtureMediaSegments, fixtureQualitySegments, mediaEditorRoutes } from '../fixtures/media-editor-fixtures.ts';
import { fixtureMediaRequest, mediaRoutes, requestRoutes } from '../fixtures/mt-fixtures.ts';
import { MediaEditor } from './media-editor.tsx';
import { MediaReview } from './media-review.tsx';

const job = fixtureMediaRequest('TRANSCRIPTION_AND_TRANSLATION');
let double: FetchDouble;
afterEach(() => double?.restore());

function open(state: 'none' | 'some') {
  double = installFetchDouble([...mediaRoutes(), ...requestRoutes(job), ...mediaEditorRoutes(fixtureQualitySegments(job, state))]);
  renderMt(<MediaEditor job={job} onClose={() => {}} />);
}

describe('the subtitle check', () => {
  it('says every line keeps the rules when none breaks one', async () => {
    open('none');
    expect(await screen.findByText('Every line keeps the subtitle rules.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /: line \d+,/ })).toBeNull();
  });

  it('lists a line too fast to read in both languages and mends it by keyboard with its fix', async () => {
    open('some');
    expect(await screen.findByText('1 line breaks subtitle rules')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Line 3, English: too fast to read: 24.4 characters a second (at most 17)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Line 3, Spanish: too fast to read: 18.9 characters a second (at most 17)' })).toBeInTheDocument();
    const fix = screen.getByRole('button', { name: 'Extend to the next line: line 3, English' });
    fix.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Every line keeps the subtitle rules.')).toBeInTheDocument();
    await waitFor(() => expect(double.callsTo('/transcript', 'PUT')).not.toHaveLength(0), { timeout: 3000 });
    const saved = double.callsTo('/transcript', 'PUT').at(-1)!.body as { segments: Array<{ id: string; end: number }> };
    // Two frames (1/12 s) before the next line, which starts at 8 s.
    expect(saved.segments.find((s) => s.id === 's3')!.end).toBe(7.916);
  });

  it('keeps a line as it is by keyboard: no longer reported, and saved as accepted', async () => {
    open('some');
    const keep = await screen.findAllByRole('button', { name: /^Keep as it is: line 3, / });
    keep[0]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Every line keeps the subtitle rules.')).toBeInTheDocument();
    await waitFor(() => expect(double.callsTo('/transcript', 'PUT')).not.toHaveLength(0), { timeout: 3000 });
    const saved = double.callsTo('/transcript', 'PUT').at(-1)!.body as { segments: Array<{ id: string; rulesAccepted?: boolean }> };
    expect(saved.segments.find((s) => s.id === 's3')!.rulesAccepted).toBe(true);
  });

  it('is counted on the details page from the server’s count, and not shown once the lines keep the rules', async () => {
    double = installFetchDouble([...mediaRoutes(), ...requestRoutes(job), ...mediaEditorRoutes({ ...fixtureMediaSegments(job), linesBreakingRules: 3 })]);
    const view = renderMt(<MediaReview job={job} />);
    expect(await screen.findByText('3 lines break subtitle rules')).toBeInTheDocument();
    view.unmount();
    double.restore();
    double = installFetchDouble([...mediaRoutes(), ...requestRoutes(job), ...mediaEditorRoutes({ ...fixtureMediaSegments(job), linesBreakingRules: 0 })]);
    renderMt(<MediaReview job={job} />);
    expect(await screen.findByRole('button', { name: 'Review and edit' })).toBeInTheDocument();
    await waitFor(() => expect(double.callsTo('/mediaSegments')).not.toHaveLength(0));
    expect(screen.queryByText(/break subtitle rules/)).toBeNull();
  });

  it('marks a dubbed line too long to speak in its time, until its text is shortened', async () => {
    const segments = fixtureMediaSegments(job);
    const es = segments.files[0]!.translations.find((l) => l.languageId === 'esn')!;
    es.voiceOverruns = [{ id: 's2', text: 'La clínica abre a las nueve entre semana', slotSeconds: 2.1, spokenSeconds: 2.7 }];
    double = installFetchDouble([...mediaRoutes(), ...requestRoutes(job), ...mediaEditorRoutes(segments)]);
    renderMt(<MediaEditor job={job} onClose={() => {}} />);
    expect(await screen.findByText('Too long to speak in 2.1 s: 0.6 s over even sped up. Shorten it.')).toBeInTheDocument();
    const line = screen.getByRole('textbox', { name: 'Line 2, Spanish' });
    await userEvent.clear(line);
    await userEvent.type(line, 'Abre a las nueve');
    expect(screen.queryByText(/Too long to speak/)).toBeNull();
  });
});
