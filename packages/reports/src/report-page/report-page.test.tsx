import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installApiDouble } from '@lingua/core/test/api-double';
import { renderWithLingua } from '@lingua/core/test/render';
import { projectReport, reportRoutes, rowOf } from '../fixtures/reports-fixtures.ts';
import { ReportPage } from './report-page.tsx';
import { ReportList } from '../report-list/report-list.tsx';
import { registerReportsTexts } from '../texts.ts';

registerReportsTexts();

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  vi.restoreAllMocks();
});

function serve(routes: Parameters<typeof installApiDouble>[0]) {
  const double = installApiDouble(routes);
  restore = double.restore;
  return double.calls;
}

function renderPage(props: Partial<Parameters<typeof ReportPage>[0]> = {}) {
  const onHome = vi.fn();
  const onReports = vi.fn();
  renderWithLingua(<ReportPage reportId={projectReport.id} onHome={onHome} onReports={onReports} exportRetryDelayMs={0} {...props} />);
  return { onHome, onReports };
}

const rowsCalls = (calls: ReturnType<typeof serve>) => calls.filter((c) => c.path.endsWith('/rows'));

describe('ReportList', () => {
  it('groups the reports as Project, Quote, Task, Client contact and Quality and opens one', async () => {
    serve(reportRoutes(projectReport));
    const onOpen = vi.fn();
    renderWithLingua(<ReportList onOpen={onOpen} />);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Project', 'Quote', 'Task', 'Client contact', 'Quality']);
    expect(screen.getByText(projectReport.description!)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Quotes' }));
    expect(onOpen).toHaveBeenCalledWith('22222222-2222-4222-8222-222222222222');
  });
});

describe('ReportPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 31, 10, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the breadcrumb, the filter defaults as MM/DD/YYYY, the rows, the total and the chart summary', async () => {
    const calls = serve(reportRoutes(projectReport, { total: 42 }));
    const { onHome, onReports } = renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Home' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Reports' }));
    expect(onHome).toHaveBeenCalledOnce();
    expect(onReports).toHaveBeenCalledOnce();
    expect(await within(nav).findByText('Projects')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Created from')).toHaveValue('10/02/2025');
    expect(screen.getByLabelText('Created to')).toHaveValue('03/31/2026');
    expect(await screen.findByText('42 rows')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Projects rows' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getByText(String(rowOf(projectReport, 0).projectName))).toBeInTheDocument();
    expect(within(table).getAllByText('03/31/2026').length).toBeGreaterThan(0);
    expect(await screen.findByRole('img', { name: /Rows per month: Oct 2025: 12/ })).toBeInTheDocument();
    const first = rowsCalls(calls)[0]!.url.searchParams;
    expect(first.get('page')).toBe('1');
    expect(first.get('limit')).toBe('25');
    expect(JSON.parse(first.get('filters')!)).toEqual({ createdFrom: new Date(2025, 9, 2).getTime(), createdTo: new Date(2026, 2, 31, 23, 59, 59, 999).getTime() });
  });

  it('searches with the form values, omitting empty ones, and fetches again on every Search', async () => {
    const calls = serve(reportRoutes(projectReport));
    renderPage();
    await screen.findByText('42 rows');
    await userEvent.clear(screen.getByLabelText('Created from'));
    await userEvent.type(screen.getByLabelText('Project name contains'), 'leaflet');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rowsCalls(calls)).toHaveLength(2));
    expect(JSON.parse(rowsCalls(calls)[1]!.url.searchParams.get('filters')!)).toEqual({ createdTo: new Date(2026, 2, 31, 23, 59, 59, 999).getTime(), projectName: 'leaflet' });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rowsCalls(calls)).toHaveLength(3));
    expect(calls.filter((c) => c.path.endsWith('/chart'))).toHaveLength(3);
  });

  it('pages and sorts through the server', async () => {
    const calls = serve(reportRoutes(projectReport, { total: 120 }));
    renderPage();
    await screen.findByText('120 rows');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2 of 5' }));
    await waitFor(() => expect(rowsCalls(calls).at(-1)!.url.searchParams.get('page')).toBe('2'));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Project name' }));
    await waitFor(() => expect(rowsCalls(calls).at(-1)!.url.searchParams.get('sort')).toBe('projectName'));
    expect(rowsCalls(calls).at(-1)!.url.searchParams.get('page')).toBe('1');
    expect(screen.getByRole('columnheader', { name: /Project name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Project name' }));
    await waitFor(() => expect(rowsCalls(calls).at(-1)!.url.searchParams.get('sort')).toBe('-projectName'));
  });

  it('offers no export without rows', async () => {
    serve(reportRoutes(projectReport, { total: 0 }));
    renderPage();
    expect(await screen.findByText('No rows match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('exports page 1 with limit 1000 as CSV named by the report and the time', async () => {
    const calls = serve(reportRoutes(projectReport, { total: 1500 }));
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const onExported = vi.fn();
    renderPage({ onExported });
    await screen.findByText('1,500 rows');
    expect(screen.getByText(/first 1000 of 1,500 rows/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV (spreadsheet)' }));
    await waitFor(() => expect(clicked).toEqual(['Projects-20260331-100000.csv']));
    const exportCall = rowsCalls(calls).at(-1)!.url.searchParams;
    expect([exportCall.get('page'), exportCall.get('limit')]).toEqual(['1', '1000']);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    // UTF-8 with a byte-order mark, so spreadsheet programs read non-ASCII text correctly.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv.split('\r\n')[0]).toBe('"Project name","Status","Target languages","Requested by","Created on"');
    expect(csv.split('\r\n')).toHaveLength(1002);
    expect(onExported).toHaveBeenCalledWith({ reportId: projectReport.id, fileName: 'Projects-20260331-100000.csv', format: 'csv', rows: 1000 });
  });

  it('retries the export rows call 3 times, then says the export failed', async () => {
    const rows = reportRoutes(projectReport)[`GET /reports/${projectReport.id}/rows`];
    const calls = serve(
      reportRoutes(projectReport, {
        rows: (body, url) => (url.searchParams.get('limit') === '1000' ? { status: 503, body: { message: 'Service Unavailable' } } : typeof rows === 'function' ? rows(body, url) : rows!),
      }),
    );
    renderPage();
    await screen.findByText('42 rows');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'JSON' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The export failed. Please try again.');
    expect(alert).toHaveTextContent('Service Unavailable');
    expect(rowsCalls(calls).filter((c) => c.url.searchParams.get('limit') === '1000')).toHaveLength(4);
  });

  it('shows a load error with the API message', async () => {
    serve({ ...reportRoutes(projectReport), [`GET /reports/${projectReport.id}`]: { status: 404, body: { message: 'Report not found', errorCode: 'REPORT_NOT_FOUND' } } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Report not found [Error code: REPORT_NOT_FOUND]');
  });
});
