// The editor as a user meets it, against the fetch double: lines loaded, a typed correction saved with the
// version it edits and its translations marked stale, a split by keyboard, a 409 shown with Reload, a timing
// refused with its message, and the actions' calls.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchDouble, type FetchDouble } from '@lingua/core/test/fetch-double';
import { renderMt } from '../fixtures/render.tsx';
import { fixtureMediaSegments, fixtureSuggestions, mediaEditorRoutes, saveConflict, saveUnavailableOnce, versionedSaves } from '../fixtures/media-editor-fixtures.ts';
import { fixtureMediaRequest, mediaRoutes, requestRoutes } from '../fixtures/mt-fixtures.ts';
import { MediaEditor } from './media-editor.tsx';
import { SAVE_DELAY_MS } from './saver-state.ts';

const job = fixtureMediaRequest('TRANSCRIPTION_AND_TRANSLATION');
let double: FetchDouble;
afterEach(() => double?.restore());

function open(save?: Parameters<typeof mediaEditorRoutes>[1], segments = fixtureMediaSegments(job), suggestions: typeof fixtureSuggestions = []) {
  double = installFetchDouble([...mediaRoutes(), ...requestRoutes(job), ...mediaEditorRoutes(segments, save, suggestions)]);
  renderMt(<MediaEditor job={job} onClose={() => {}} />);
}

describe('MediaEditor', () => {
  it('saves a corrected line with the version it edits, and marks its translation stale', async () => {
    open();
    const line = await screen.findByRole('textbox', { name: 'Line 1, English' });
    expect(screen.getByRole('textbox', { name: 'Line 1, Spanish' })).toHaveValue('Buenos días a todos');
    // The recogniser's unsure words are marked.
    expect(screen.getByLabelText('Words the recogniser was unsure of are underlined: listen to them.')).toHaveTextContent('every one');
    await userEvent.clear(line);
    await userEvent.type(line, 'Good morning, everyone');
    expect(screen.getByText('Changed in the transcript since it was translated')).toBeInTheDocument();
    await waitFor(() => expect(double.callsTo('/transcript', 'PUT')).not.toHaveLength(0), { timeout: 3000 });
    await screen.findByText('All changes saved', {}, { timeout: 3000 });
    // The first save names the version read; one made later names the version that save answered.
    const saves = double.callsTo('/transcript', 'PUT').map((c) => c.body as { version: number; segments: Array<{ id: string; text: string }> });
    // The double answers every save with version 4.
    expect(saves.map((b) => b.version)).toEqual(saves.map((_, i) => (i === 0 ? 3 : 4)));
    expect(saves.at(-1)!.segments[0]).toEqual({ id: 's1', start: 0.4, end: 2.6, text: 'Good morning, everyone' });
    expect(screen.getByRole('button', { name: /^Update translations \(2\)/ })).toBeEnabled();
    // Typing a line key by key into the editor takes seconds when the machine is busy: time to finish, not a goal.
  }, 20_000);

  it("marks a translated word the engine did not know, and drops the mark once the line is the user's", async () => {
    open(undefined, fixtureMediaSegments(job, {}, { unsure: true }));
    const marks = await screen.findByLabelText('Words the engine did not know are marked: check them.');
    expect(marks.querySelector('mark')).toHaveTextContent('clínica');
    expect(marks.querySelector('mark')).toHaveAttribute('title', 'The engine did not know this word');
    await userEvent.type(screen.getByRole('textbox', { name: 'Line 2, Spanish' }), ' y los sábados');
    expect(screen.queryByLabelText('Words the engine did not know are marked: check them.')).not.toBeInTheDocument();
  });

  it("offers the translation memory's suggestion beside its line and takes it only when asked", async () => {
    open(undefined, fixtureMediaSegments(job), fixtureSuggestions);
    const use = await screen.findByRole('button', { name: 'Use the translation memory’s suggestion for line 4' });
    expect(screen.getByText('Muchas gracias')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Line 4, Spanish' })).toHaveValue('Gracias');
    use.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Line 4, Spanish' })).toHaveValue('Muchas gracias');
    expect(screen.queryByRole('button', { name: /suggestion for line 4/ })).not.toBeInTheDocument();
    await waitFor(() => expect(double.callsTo('/translations/esn', 'PUT')).not.toHaveLength(0), { timeout: 3000 });
  });

  it('splits a line at the cursor with Ctrl+Enter and undoes it with Ctrl+Z', async () => {
    open();
    const line = await screen.findByRole('textbox', { name: 'Line 2, English' });
    (line as HTMLTextAreaElement).setSelectionRange('The clinic opens'.length, 'The clinic opens'.length);
    fireEvent.keyDown(line, { key: 'Enter', ctrlKey: true });
    expect(await screen.findByRole('textbox', { name: 'Line 3, English' })).toHaveValue('at nine on weekdays');
    expect(screen.getByRole('textbox', { name: 'Line 2, English' })).toHaveValue('The clinic opens');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Line 2, English' }), { key: 'z', ctrlKey: true });
    expect(screen.getByRole('textbox', { name: 'Line 2, English' })).toHaveValue('The clinic opens at nine on weekdays');
  });

  it('refuses a start that overlaps the line before, with the message', async () => {
    open();
    await screen.findByRole('textbox', { name: 'Line 2, English' });
    const time = screen.getAllByRole('button').find((b) => /^Line 2 /.test(b.textContent ?? ''))!;
    for (let i = 0; i < 5; i++) fireEvent.keyDown(time, { key: 'ArrowLeft', altKey: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Lines cannot overlap');
  });

  it('says when another window saved first, and offers to reload', async () => {
    open(saveConflict);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Line 4, Spanish' }), '!');
    expect(await screen.findByText('Changed in another window', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Not saved');
  });

  it('saves changes made while a save is in flight with the version that save answered, never a 409', async () => {
    const server = versionedSaves(fixtureMediaSegments(job));
    open(server.reply);
    const line = await screen.findByRole('textbox', { name: 'Line 4, Spanish' });
    await userEvent.type(line, '!');
    await waitFor(() => expect(double.callsTo('/translations/esn', 'PUT')).toHaveLength(1), { timeout: 3000 });
    // Two more changes, each waiting out the save delay, while the first save has no answer yet.
    for (const key of ['?', '.']) {
      await userEvent.type(line, key);
      await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS + 100));
    }
    server.release();
    await screen.findByText('All changes saved', {}, { timeout: 3000 });
    expect(screen.queryByText('Changed in another window')).not.toBeInTheDocument();
    const sent = double.callsTo('/translations/esn', 'PUT').map((c) => c.body as { version: number; segments: Array<{ text: string }> });
    expect(sent.map((b) => b.version)).toEqual(sent.map((_, i) => 2 + i));
    expect(sent.at(-1)!.segments[3]!.text).toBe('Gracias!?.');
  });

  it('sends a change again by itself when the server was unavailable, and asks before the page is left meanwhile', async () => {
    open(saveUnavailableOnce(fixtureMediaSegments(job)));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Line 4, Spanish' }), '!');
    expect(await screen.findByText(/^Your change is not saved yet: the server could not be reached or is busy/, {}, { timeout: 3000 })).toBeInTheDocument();
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    // Without another keystroke, the next attempt saves it (the first pause is 2 s).
    await screen.findByText('All changes saved', {}, { timeout: 5000 });
    expect(double.callsTo('/translations/esn', 'PUT')).toHaveLength(2);
    // The guard is let go by the effect that follows the saved render: on a busy machine a moment later.
    await waitFor(() => {
      const after = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(after);
      expect(after.defaultPrevented).toBe(false);
    });
  });

  it('shows the lines read-only while the files are rebuilt', async () => {
    const rebuilding = fixtureMediaRequest('TRANSCRIPTION_AND_TRANSLATION', { status: 'TRANSLATING', progress: 40 });
    double = installFetchDouble([...mediaRoutes(), ...requestRoutes(rebuilding), ...mediaEditorRoutes(fixtureMediaSegments(rebuilding, { editable: false }))]);
    renderMt(<MediaEditor job={rebuilding} onClose={() => {}} />);
    expect(await screen.findByText('The files are being updated (40 %). The lines can be edited again when that is done.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Line 1, English' })).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Update files' })).toBeDisabled();
  });

  it('reads the request with the page’s own call once staff update the files, never the client’s', async () => {
    // Staff's page for a request sent back (decision 191): the client's GET /jobRequests/{id} would answer 404.
    const sentBack = fixtureMediaRequest('TRANSCRIPTION_AND_TRANSLATION', { status: 'CHANGES_REQUESTED' });
    double = installFetchDouble([...mediaRoutes(), ...requestRoutes(sentBack), ...mediaEditorRoutes(fixtureMediaSegments(sentBack, { editable: true }, { outputsStale: true }))]);
    const reads: string[] = [];
    renderMt(<MediaEditor job={sentBack} onClose={() => {}} refreshRequest={async () => reads.push('desk')} />);
    await screen.findByRole('textbox', { name: 'Line 1, English' });
    await userEvent.click(screen.getByRole('button', { name: 'Update files' }));
    await waitFor(() => expect(reads).toEqual(['desk']));
    expect(double.callsTo('/rebuildOutputs', 'POST')).toHaveLength(1);
    expect(double.calls.filter((c) => c.url.pathname === `/v1/jobRequests/${sentBack.id}`)).toEqual([]);
  });
});
