// Issues in plain words as the person meets them in the editor (decision 184): the segment's issues with staff's
// answers, the row's mark and the file's score, marking (checked, suggested from the edit, saved, refused), taking
// back one's own, and staff answering.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorResponse, installFetchDouble, type FetchDouble } from '@lingua/core/test/fetch-double';
import { renderWithLingua } from '@lingua/core/test/render';
import { FIXTURE_FILE, fixtureReview, reviewRoutes } from './fixtures/review-fixtures.ts';
import { issueAccepted, issueFixed, issueOpen, issueRejected, qualityRoutes } from './fixtures/quality-fixtures.ts';
import { DocumentReview } from './document-review.tsx';

let double: FetchDouble;
beforeEach(() => localStorage.clear());
afterEach(() => double?.restore());

function open(...args: Parameters<typeof qualityRoutes>) {
  double = installFetchDouble([...reviewRoutes(fixtureReview()), ...qualityRoutes(...args)]);
  renderWithLingua(<DocumentReview {...FIXTURE_FILE} />);
}

const field = (n: number) => screen.findByRole('textbox', { name: `Translation of segment ${n}` });
const issuesRegion = () => screen.findByRole('region', { name: 'Issues' });

describe('Issues in the document editor', { timeout: 20_000 }, () => {
  it("lists a segment's issues with staff's answers, marks its row and shows the file's score", async () => {
    open([issueOpen, issueAccepted, issueRejected, issueFixed]);
    (await field(2)).focus();
    const region = await issuesRegion();
    expect(await within(region).findByText('Wrong term · Misleading')).toBeInTheDocument();
    expect(within(region).getByText('“Vertrag”')).toBeInTheDocument();
    expect(within(region).getByText(/Reason: “geschlossen” is how German contracts say “made”\./)).toBeInTheDocument();
    expect(within(region).getByText(/Reason: The bold is back/)).toBeInTheDocument();
    expect(within(region).getAllByText('Accepted').length).toBeGreaterThan(0);
    // Status, who and when in one catalogue text, so each language writes its own punctuation.
    expect(within(region).getByText(/^Accepted: coordinator@lingua\.example on Dec 7, 2026/)).toBeInTheDocument();
    expect(within(region).getByText('We say “Vereinbarung” in our contracts.')).toHaveAttribute('dir', 'auto');
    // The client sees their plain words, not the MQM values staff see.
    expect(within(region).queryByText(/Counted as/)).toBeNull();
    expect(screen.getByText('4 issues')).toBeInTheDocument();
    expect(screen.getByText('Fail')).toBeInTheDocument();
    expect(screen.getByText(/Score 0\.00 · 184\.21 penalty points per 1,000 words/)).toBeInTheDocument();
    expect(screen.getByText(/Inconclusive: fewer than 1,000 words/)).toBeInTheDocument();
  });

  it('takes back an open issue of their own, and only that one', async () => {
    open([issueOpen, issueAccepted]);
    (await field(2)).focus();
    const region = await issuesRegion();
    const takeBack = await within(region).findAllByRole('button', { name: 'Take back' });
    expect(takeBack).toHaveLength(1);
    fireEvent.click(takeBack[0]!);
    await within(region).findByText('The issue was taken back.');
    expect(double.callsTo(`/qualityIssues/${issueOpen.id}`, 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(within(region).queryByText('Wrong term · Misleading')).toBeNull());
  });

  it('asks for what is wrong and how bad before saving, then saves the plain words with the words selected', async () => {
    open();
    (await field(6)).focus();
    const region = await issuesRegion();
    expect(within(region).getByText('No issues marked on this segment.')).toBeInTheDocument();
    fireEvent.click(within(region).getByRole('button', { name: 'Mark an issue' }));
    const form = within(region).getByRole('form', { name: 'Mark an issue on segment 6' });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark the issue' }));
    expect(await within(form).findByText('Choose what is wrong.')).toBeInTheDocument();
    expect(within(form).getByText('Choose how bad it is.')).toBeInTheDocument();
    expect(double.callsTo('/qualityIssues', 'POST')).toHaveLength(0);
    fireEvent.click(within(form).getByRole('radio', { name: 'Reads badly' }));
    fireEvent.click(within(form).getByRole('radio', { name: 'Cosmetic' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /The words it concerns/ }), { target: { value: 'schriftlich kündigen' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Comment/ }), { target: { value: 'Sounds stiff.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark the issue' }));
    await within(region).findByText('The issue is marked.');
    expect(double.callsTo('/qualityIssues', 'POST')[0]!.body).toEqual({ position: 5, plainType: 'readsBadly', severity: 'cosmetic', words: 'schriftlich kündigen', comment: 'Sounds stiff.' });
    expect(await within(region).findByText('Reads badly · Cosmetic')).toBeInTheDocument();
    expect(await screen.findByText('1 issue')).toBeInTheDocument();
  });

  it('suggests "wrong term" when the edit took a glossary term out', async () => {
    open();
    const target = await field(2);
    target.focus();
    target.querySelector('.lp-chip')!.nextSibling!.textContent = 'Vereinbarung';
    fireEvent.input(target);
    const region = await issuesRegion();
    fireEvent.click(within(region).getByRole('button', { name: 'Mark an issue' }));
    expect(within(region).getByRole('radio', { name: 'Wrong term' })).toBeChecked();
    expect(within(region).getByText('Suggested from your change: Wrong term')).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    open([], { mark: () => errorResponse(409, 'This request is not delivered yet: issues can be marked once it is.', 'REQUEST_NOT_REVIEWABLE') });
    (await field(1)).focus();
    const region = await issuesRegion();
    fireEvent.click(within(region).getByRole('button', { name: 'Mark an issue' }));
    fireEvent.click(within(region).getByRole('radio', { name: 'Wrong meaning' }));
    fireEvent.click(within(region).getByRole('radio', { name: 'Unusable' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Mark the issue' }));
    expect(await within(region).findByText(/This request is not delivered yet: issues can be marked once it is./)).toBeInTheDocument();
    expect(within(region).getByRole('radio', { name: 'Wrong meaning' })).toBeChecked();
  });

  it('lets staff see the MQM values and answer; a rejection needs its reason', async () => {
    open([issueOpen], { canAnswer: true });
    (await field(2)).focus();
    const region = await issuesRegion();
    expect(await within(region).findByText('Counted as: Terminology, major')).toBeInTheDocument();
    fireEvent.click(within(region).getByRole('button', { name: 'Reject' }));
    expect(await within(region).findByText('Say why the issue is rejected.')).toBeInTheDocument();
    fireEvent.change(within(region).getByRole('textbox', { name: 'Reason or what was done' }), { target: { value: 'Vertrag is your glossary term.' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Reject' }));
    expect(await within(region).findByText(/Reason: Vertrag is your glossary term\./)).toBeInTheDocument();
    expect(double.callsTo('/actions/answer', 'POST')[0]!.body).toEqual({ answer: 'REJECTED', reason: 'Vertrag is your glossary term.' });
  });
});

describe('Staff reclassifying an issue', { timeout: 20_000 }, () => {
  it('changes the MQM severity the issue counts as, and the file score follows', async () => {
    open([issueOpen], { canAnswer: true });
    (await field(2)).focus();
    const region = await issuesRegion();
    expect(await screen.findByText(/Score 0\.00 · 131\.58 penalty points/)).toBeInTheDocument();
    fireEvent.click(within(region).getByRole('button', { name: 'Change how it counts' }));
    expect(within(region).getByRole('combobox', { name: 'MQM type' })).toHaveValue('terminology');
    fireEvent.change(within(region).getByRole('combobox', { name: 'MQM severity' }), { target: { value: 'critical' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Save the classification' }));
    expect(await within(region).findByText('Now counted as: Terminology, critical')).toBeInTheDocument();
    expect(within(region).getByText('Counted as: Terminology, critical')).toBeInTheDocument();
    expect(double.callsTo(`/qualityIssues/${issueOpen.id}`, 'PATCH')[0]!.body).toEqual({ mqmSeverity: 'critical' });
    expect(await screen.findByText(/Score 0\.00 · 657\.89 penalty points/)).toBeInTheDocument();
  });

  it("shows the server's refusal beside the choice", async () => {
    open([issueOpen], { canAnswer: true, classify: () => errorResponse(403, 'Only the provider’s staff classify and answer issues', 'STAFF_ONLY') });
    (await field(2)).focus();
    const region = await issuesRegion();
    fireEvent.click(await within(region).findByRole('button', { name: 'Change how it counts' }));
    fireEvent.change(within(region).getByRole('combobox', { name: 'MQM type' }), { target: { value: 'style' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Save the classification' }));
    expect(await within(region).findByText(/Only the provider’s staff classify and answer issues/)).toBeInTheDocument();
    expect(within(region).getByRole('combobox', { name: 'MQM type' })).toHaveValue('style');
  });

  it('is not offered to the client, who reads their plain words', async () => {
    open([issueOpen]);
    (await field(2)).focus();
    const region = await issuesRegion();
    await within(region).findByText('Wrong term · Misleading');
    expect(within(region).queryByRole('button', { name: 'Change how it counts' })).toBeNull();
  });
});
