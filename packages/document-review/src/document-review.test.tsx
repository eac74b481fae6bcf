// The editor as a person meets it, against the fetch double: the document read with its chips, a typed fix saved
// with the version it edits, a keystroke that would delete a chip refused, a 409 shown as both texts to choose
// from, a draft kept in the browser and brought back, Ctrl+Enter confirming and moving on, replace's preview.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetchDouble, type FetchDouble, type RecordedCall } from '@lingua/core/test/fetch-double';
import { renderWithLingua } from '@lingua/core/test/render';
import { clientAdmin, startPage } from '@lingua/core/test/page-double';
import { addTermRoutes, conflictAnswer, FIXTURE_FILE, fixtureReview, reviewRoutes } from './fixtures/review-fixtures.ts';
import { DocumentReview } from './document-review.tsx';
import { readDraft } from './drafts.ts';

let double: FetchDouble;
beforeEach(() => localStorage.clear());
afterEach(() => double?.restore());

function open(save?: Parameters<typeof reviewRoutes>[1], review = fixtureReview()) {
  double = installFetchDouble(reviewRoutes(review, save));
  renderWithLingua(<DocumentReview {...FIXTURE_FILE} />);
}

/** Types into a field the way the browser leaves it: the DOM changed, then `input`. */
function typeAtEnd(field: HTMLElement, text: string) {
  field.focus();
  field.append(document.createTextNode(text));
  fireEvent.input(field);
}

const field = (n: number) => screen.findByRole('textbox', { name: `Translation of segment ${n}` });

describe('DocumentReview', { timeout: 20_000 }, () => {
  it('shows source and target with chips, and saves a typed fix with the version it edits', async () => {
    open();
    const target = await field(2);
    expect(target.querySelectorAll('.lp-chip')).toHaveLength(2);
    expect(screen.getAllByText('Translated by DeepL').length).toBeGreaterThan(0);
    typeAtEnd(target, ' Ende');
    expect(readDraft(FIXTURE_FILE.jobRequestId, FIXTURE_FILE.fileKey)?.targets['1']?.[0]).toContain('Ende');
    fireEvent.blur(target);
    await waitFor(() => expect(double.callsTo('/segments', 'PUT')).toHaveLength(1));
    expect(double.callsTo('/segments', 'PUT')[0]!.body).toEqual({ version: 4, segments: [{ position: 1, target: 'Dieser <g1>Vertrag</g1> wird zwischen den Parteien geschlossen. Ende' }] });
    await screen.findByText('All changes saved');
    await waitFor(() => expect(readDraft(FIXTURE_FILE.jobRequestId, FIXTURE_FILE.fileKey)).toBeNull());
  });

  it('puts back an edit that removed a chip, and says why', async () => {
    open();
    const target = await field(2);
    target.querySelector('.lp-chip')!.remove();
    fireEvent.input(target);
    expect(await screen.findByText(/would break the formatting marks \(.*g1.*\)/)).toBeInTheDocument();
    expect(target.querySelectorAll('.lp-chip')).toHaveLength(2);
    expect(double.callsTo('/segments', 'PUT')).toHaveLength(0);
  });

  it('shows both texts of a segment changed elsewhere, and saves the chosen one on the new version', async () => {
    let first = true;
    open((call: RecordedCall) => {
      if (first) return (first = false), conflictAnswer();
      const body = call.body as { version: number; segments: Array<{ position: number; target: string }> };
      return { version: body.version + 1, fileStale: true, segments: [] };
    });
    const target = await field(2);
    typeAtEnd(target, ' jetzt');
    fireEvent.blur(target);
    const region = await screen.findByRole('region', { name: 'Someone else changed these segments' });
    expect(within(region).getByText(/Vereinbarung/)).toBeInTheDocument();
    fireEvent.click(within(region).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(double.callsTo('/segments', 'PUT')).toHaveLength(2), { timeout: 3000 });
    expect((double.callsTo('/segments', 'PUT')[1]!.body as { version: number }).version).toBe(5);
  });

  it('brings back what was typed but not saved when the tab closed', async () => {
    localStorage.setItem(`lingua.documentReview.draft.${FIXTURE_FILE.jobRequestId}.${FIXTURE_FILE.fileKey}`, JSON.stringify({ version: 4, targets: { 0: ['Der Vertrag', 'Dienstleistungsvertrag'] } }));
    open();
    expect(await screen.findByText('1 unsaved changes from your last visit were restored.')).toBeInTheDocument();
    expect((await field(1)).textContent).toBe('Der Vertrag');
  });

  it('confirms with Ctrl+Enter and moves to the next segment', async () => {
    open();
    const target = await field(1);
    target.focus();
    fireEvent.keyDown(target, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(double.callsTo('/segments/actions/confirm', 'POST')).toHaveLength(1));
    expect(double.callsTo('/segments/actions/confirm', 'POST')[0]!.body).toEqual({ version: 4, positions: [0] });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Translation of segment 2' })));
  });

  it('previews a replace in every segment as changed and skipped', async () => {
    open();
    await field(1);
    fireEvent.click(screen.getByRole('button', { name: 'Find and replace' }));
    fireEvent.change(screen.getByLabelText('Find'), { target: { value: 'Vertrag' } });
    fireEvent.change(screen.getByLabelText('Replace with'), { target: { value: 'Kontrakt' } });
    // "Dienstleistungsvertrag" holds it too: the search is not case-sensitive unless asked.
    expect(await screen.findByText('3 changed, 0 skipped')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Replace with'), { target: { value: 'Kontrakt <x9/>' } });
    expect(await screen.findByText('0 changed, 3 skipped')).toBeInTheDocument();
  });

  it("shows the glossary term and the memory's suggestion beside a segment, taken with its tags kept", async () => {
    open();
    const target = await field(2);
    fireEvent.focus(target);
    fireEvent.click(await screen.findByRole('button', { name: 'Use this' }));
    expect(screen.getByRole('complementary')).toHaveTextContent('agreement → Vertrag');
    await waitFor(() => expect(target.textContent).toContain('beiden Parteien'));
    expect(target.querySelectorAll('.lp-chip')).toHaveLength(2);
  });

  it('keeps a dismissed warning on the server', async () => {
    open(undefined, fixtureReview({}, fixtureReview().segments.map((s) => (s.position === 5 ? { ...s, target: 'Jede Partei kann kann diesen Vertrag kündigen.' } : s))));
    fireEvent.focus(await field(6));
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }, { timeout: 3000 }));
    await waitFor(() => expect(double.callsTo('/checks/dismissals', 'PUT')).toHaveLength(1));
    expect(double.callsTo('/checks/dismissals', 'PUT')[0]!.body).toMatchObject({ position: 5, dismissed: true });
  });

  it('makes a group of the same source read the same with one click, and undoes it', async () => {
    const fees = fixtureReview().segments[4]!;
    const group = [0, 1, 2].map((position) => ({ ...fees, position, target: position === 2 ? 'Entgelte' : 'Gebühren' }));
    open(undefined, fixtureReview({}, group));
    fireEvent.focus(await field(3));
    fireEvent.click(await screen.findByRole('button', { name: 'Use this translation everywhere' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Translation of segment 3' }).textContent).toBe('Gebühren'));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Translation of segment 3' }).textContent).toBe('Entgelte'));
  });

  it("opens the preview at the edited segment's page with its line outlined, and leafs through the pages", async () => {
    open();
    (await field(5)).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const panel = await screen.findByRole('region', { name: 'Preview' });
    expect(await within(panel).findByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Page 2 of Service agreement.docx' })).toBeInTheDocument();
    expect(panel.querySelectorAll('[data-preview-box]')).toHaveLength(1);
    expect(within(panel).getByText('Segment 5 is on this page.')).toBeInTheDocument();
    expect(double.callsTo('/preview')[0]!.url.searchParams.get('position')).toBe('4');
    fireEvent.click(within(panel).getByRole('button', { name: 'Previous page' }));
    expect(within(panel).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(panel.querySelectorAll('[data-preview-box]')).toHaveLength(0);
    fireEvent.click(within(panel).getByRole('button', { name: 'Close the preview' }));
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('says when the segment is on no page of the file yet', async () => {
    open(undefined, fixtureReview({ fileStale: true }));
    (await field(7)).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const panel = await screen.findByRole('region', { name: 'Preview' });
    expect(await within(panel).findByText('This segment’s text is on no page of the file yet: update the file to see it.')).toBeInTheDocument();
    expect(within(panel).getByText('The preview shows the file as last updated: your changes show here after “Update file”.')).toBeInTheDocument();
  });

  it('adds the words selected in a segment\'s source and translation to the glossary of the pair, made first', async () => {
    startPage(clientAdmin);
    double = installFetchDouble([...reviewRoutes(fixtureReview()), ...addTermRoutes()]);
    renderWithLingua(<DocumentReview {...FIXTURE_FILE} />);
    const target = await field(5);
    target.focus();
    const row = target.closest<HTMLElement>('.lp-doc-row')!;
    const select = (node: Node) => {
      getSelection()!.selectAllChildren(node);
      document.dispatchEvent(new Event('selectionchange'));
    };
    select(within(row).getByText('Fees'));
    select(target);
    const panel = await screen.findByRole('complementary');
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Term in the original' })).toHaveValue('Fees'));
    expect(within(panel).getByRole('textbox', { name: 'Its translation' })).toHaveValue('Gebühren');
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Its translation' }), { target: { value: 'Entgelte' } });
    const checksRead = double.callsTo('/checks').length;
    fireEvent.click(within(panel).getByRole('button', { name: 'Add to glossary' }));
    expect(await within(panel).findByText('“Fees” → “Entgelte” is in your glossary now.')).toBeInTheDocument();
    expect(double.callsTo('/glossaries', 'POST')[0]!.body).toEqual({ sourceLanguageId: 'en', targetLanguageId: 'de' });
    expect(double.callsTo('/entries', 'POST')[0]!.body).toEqual({ sourceTerm: 'Fees', targetTerm: 'Entgelte', doNotTranslate: false, caseSensitive: false });
    await waitFor(() => expect(double.callsTo('/checks').length).toBeGreaterThan(checksRead));
  });
});
