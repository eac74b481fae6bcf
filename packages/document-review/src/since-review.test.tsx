// "Changed since your last review" (decision 188): after a redelivery the client's editor opens on the segments
// the server lists as changed since the language's last decision, says so, and shows all on request; staff, and a
// client before any redelivery, see every segment.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetchDouble, type FetchDouble } from '@lingua/core/test/fetch-double';
import { renderWithLingua } from '@lingua/core/test/render';
import { FIXTURE_FILE, fixtureReview, reviewRoutes } from './fixtures/review-fixtures.ts';
import { qualityRoutes, redelivered } from './fixtures/quality-fixtures.ts';
import { DocumentReview } from './document-review.tsx';

let double: FetchDouble;
beforeEach(() => localStorage.clear());
afterEach(() => double?.restore());

function open(...args: Parameters<typeof qualityRoutes>) {
  double = installFetchDouble([...reviewRoutes(fixtureReview()), ...qualityRoutes(...args)]);
  renderWithLingua(<DocumentReview {...FIXTURE_FILE} />);
}

const segment = (n: number) => screen.queryByRole('textbox', { name: `Translation of segment ${n}` });

describe('Changed since your last review', { timeout: 20_000 }, () => {
  it('opens on the changed segments after a redelivery, and shows all on request', async () => {
    open([], { sinceReview: redelivered });
    expect(await screen.findByText(/showing the 2 segments changed since your last review/)).toBeInTheDocument();
    await waitFor(() => expect(segment(1)).toBeNull());
    expect(segment(3)).toBeInTheDocument();
    expect(segment(5)).toBeInTheDocument();
    expect(screen.getByDisplayValue('Changed since your last review')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all segments' }));
    expect(await screen.findByRole('textbox', { name: 'Translation of segment 1' })).toBeInTheDocument();
    expect(screen.getByText(/2 segments changed since your last review/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show only what changed' }));
    await waitFor(() => expect(segment(1)).toBeNull());
  });

  it('shows staff every segment, without the notice', async () => {
    open([], { sinceReview: redelivered, canAnswer: true });
    expect(await screen.findByRole('textbox', { name: 'Translation of segment 1' })).toBeInTheDocument();
    await waitFor(() => expect(double.callsTo('/qualityIssues', 'GET').length).toBeGreaterThan(0));
    expect(screen.queryByText(/changed since your last review/)).toBeNull();
  });

  it('keeps every segment before the request comes back', async () => {
    open([], { sinceReview: { ...redelivered, redelivered: false, segments: [] } });
    expect(await screen.findByRole('textbox', { name: 'Translation of segment 1' })).toBeInTheDocument();
    await waitFor(() => expect(double.callsTo('/qualityIssues', 'GET').length).toBeGreaterThan(0));
    expect(segment(1)).toBeInTheDocument();
    expect(screen.queryByText(/Delivered again/)).toBeNull();
  });
});
