// Issues on the media editor's lines (decisions 184, 188), as a person meets them: a line's count and its panel,
// marking in plain words with the line's id, the file's score, staff changing what an issue counts as, and after a
// redelivery the client's editor showing the changed lines only, all on request.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ThreadAnchor } from '@lingua/contract';
import { RequestDetailsParts } from '@lingua/core';
import { installFetchDouble, type FetchDouble } from '@lingua/core/test/fetch-double';
import { renderMt } from '../fixtures/render.tsx';
import { fixtureMediaSegments, mediaEditorRoutes } from '../fixtures/media-editor-fixtures.ts';
import { linesRedelivered, lineIssue, mediaQualityRoutes } from '../fixtures/media-quality-fixtures.ts';
import { fixtureMediaRequest, mediaRoutes, requestRoutes } from '../fixtures/mt-fixtures.ts';
import { MediaEditor } from './media-editor.tsx';

const job = fixtureMediaRequest('TRANSCRIPTION_AND_TRANSLATION');
let double: FetchDouble;
afterEach(() => double?.restore());

function open(...args: Parameters<typeof mediaQualityRoutes>) {
  double = installFetchDouble([...mediaRoutes(), ...requestRoutes(job), ...mediaEditorRoutes(fixtureMediaSegments(job)), ...mediaQualityRoutes(...args)]);
  renderMt(<MediaEditor job={job} onClose={() => {}} />);
}

const issuesOf = async (n: number) => {
  fireEvent.click(await screen.findByRole('button', { name: `Issues and questions, line ${n}` }));
  return within(await screen.findByRole('region', { name: 'Issues' }));
};

describe('Issues on media lines', { timeout: 20_000 }, () => {
  it("counts a line's issues, shows them in its panel and the file's score", async () => {
    open([lineIssue]);
    expect(await screen.findByText('1 issue')).toBeInTheDocument();
    expect(await screen.findByText(/Score 0\.00 · 208\.33 penalty points per 1,000 words/)).toBeInTheDocument();
    const panel = await issuesOf(2);
    expect(panel.getByText('Wrong meaning · Misleading')).toBeInTheDocument();
    expect(panel.getByText('“entre semana”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Issues and questions, line 2' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('marks an issue in plain words on a line, by its id', async () => {
    open();
    const panel = await issuesOf(3);
    expect(panel.getByText('No issues marked on this line.')).toBeInTheDocument();
    fireEvent.click(panel.getByRole('button', { name: 'Mark an issue' }));
    const form = within(panel.getByRole('form', { name: 'Mark an issue on line 3' }));
    fireEvent.click(form.getByRole('radio', { name: 'Reads badly' }));
    fireEvent.click(form.getByRole('radio', { name: 'Cosmetic' }));
    fireEvent.change(form.getByRole('textbox', { name: /The words it concerns/ }), { target: { value: 'tarjeta del seguro' } });
    fireEvent.click(form.getByRole('button', { name: 'Mark the issue' }));
    expect(await panel.findByText('The issue is marked.')).toBeInTheDocument();
    expect(double.callsTo('/mediaSegments/0/languages/esn/qualityIssues', 'POST')[0]!.body).toEqual({ lineId: 's3', plainType: 'readsBadly', severity: 'cosmetic', words: 'tarjeta del seguro' });
    expect(await screen.findByText('1 issue')).toBeInTheDocument();
  });

  it('lets staff change what an issue counts as', async () => {
    open([lineIssue], { canAnswer: true });
    const panel = await issuesOf(2);
    expect(panel.getByText('Counted as: Accuracy – mistranslation, major')).toBeInTheDocument();
    fireEvent.click(panel.getByRole('button', { name: 'Change how it counts' }));
    fireEvent.change(panel.getByRole('combobox', { name: 'MQM severity' }), { target: { value: 'minor' } });
    fireEvent.click(panel.getByRole('button', { name: 'Save the classification' }));
    expect(await panel.findByText('Now counted as: Accuracy – mistranslation, minor')).toBeInTheDocument();
    expect(double.callsTo(`/qualityIssues/${lineIssue.id}`, 'PATCH')[0]!.body).toEqual({ mqmSeverity: 'minor' });
    expect(await screen.findByText(/Score 58\.33 · 41\.67 penalty points/)).toBeInTheDocument();
  });

  it('shows the client only the lines changed since their last review after a redelivery, all on request', async () => {
    open([], { sinceReview: linesRedelivered });
    expect(await screen.findByText(/1 line changed since your last review/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Line 1, Spanish' })).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Line 3, Spanish' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Only lines changed since your last review' }));
    expect(await screen.findByRole('textbox', { name: 'Line 1, Spanish' })).toBeInTheDocument();
  });

  it('offers no issues before the request is delivered', async () => {
    double = installFetchDouble([...mediaRoutes(), ...requestRoutes(job), ...mediaEditorRoutes(fixtureMediaSegments(job)), ...mediaQualityRoutes()]);
    renderMt(<MediaEditor job={{ ...job, status: 'TRANSLATING' }} onClose={() => {}} />);
    await screen.findByRole('textbox', { name: 'Line 1, Spanish' });
    expect(screen.queryByRole('button', { name: 'Issues and questions, line 1' })).toBeNull();
    expect(double.callsTo('/qualityIssues', 'GET')).toHaveLength(0);
  });

  it("hands a line's anchor to the page's conversation parts: its questions in the panel, its mark on the row", async () => {
    double = installFetchDouble([...mediaRoutes(), ...requestRoutes(job), ...mediaEditorRoutes(fixtureMediaSegments(job)), ...mediaQualityRoutes()]);
    const asked: ThreadAnchor[] = [];
    const anchorThreads = (_id: string, anchor: ThreadAnchor) => (asked.push(anchor), <p>Questions about {anchor.kind === 'mediaLine' ? anchor.lineId : ''}</p>);
    const useAnchorMarks = () => (anchor: ThreadAnchor) => (anchor.kind === 'mediaLine' && anchor.lineId === 's2' ? <span>2 threads</span> : null);
    renderMt(
      <RequestDetailsParts anchorThreads={anchorThreads} useAnchorMarks={useAnchorMarks}>
        <MediaEditor job={job} onClose={() => {}} />
      </RequestDetailsParts>,
    );
    expect(await screen.findByText('2 threads')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Issues and questions, line 2' }));
    const line = 's2';
    expect(await screen.findByText(`Questions about ${line}`)).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ kind: 'mediaLine', fileIndex: 0, lineId: line });
  });
});
