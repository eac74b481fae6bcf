import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { installApiDouble } from '@lingua/core/test/api-double';
import type { DoubleHandler } from '@lingua/core/test/api-double';
import { contactReport, projectReport, qualityReport, quoteReport, reportRoutes, rowsOf, taskReport } from '../fixtures/reports-fixtures.ts';
import { ReportPage } from './report-page.tsx';

// Each story answers the API from fixtures; beforeEach returns the restore function Storybook calls afterwards.
const withApi = (routes: Record<string, DoubleHandler>) => () => installApiDouble(routes).restore;

const meta = {
  title: 'Reports/Report page',
  component: ReportPage,
  args: { reportId: projectReport.id, onHome: () => undefined, onReports: () => undefined, exportRetryDelayMs: 0 },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof ReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { beforeEach: withApi({ ...reportRoutes(projectReport), [`GET /reports/${projectReport.id}`]: 'pending' }) };

export const LoadError: Story = {
  beforeEach: withApi({ ...reportRoutes(projectReport), [`GET /reports/${projectReport.id}`]: { status: 404, body: { message: 'Report not found', errorCode: 'REPORT_NOT_FOUND' } } }),
};

export const RowsLoading: Story = { beforeEach: withApi(reportRoutes(projectReport, { rows: 'pending', chart: 'pending' })) };

export const RowsError: Story = {
  beforeEach: withApi(reportRoutes(projectReport, { rows: { status: 500, body: { message: 'Internal Server Error' } }, chart: { status: 500, body: { message: 'Internal Server Error' } } })),
};

export const ProjectReport: Story = { beforeEach: withApi(reportRoutes(projectReport)) };

export const QuoteReport: Story = { args: { reportId: quoteReport.id }, beforeEach: withApi(reportRoutes(quoteReport)) };

export const TaskReport: Story = { args: { reportId: taskReport.id }, beforeEach: withApi(reportRoutes(taskReport)) };

export const ClientContactReport: Story = { args: { reportId: contactReport.id }, beforeEach: withApi(reportRoutes(contactReport, { total: 3 })) };

/** The quality report (decision 187): a score per file and language, charted by verdict. */
export const QualityReport: Story = { args: { reportId: qualityReport.id }, beforeEach: withApi(reportRoutes(qualityReport, { total: 26 })) };

/** The text filter narrows the rows on Search (the double answers the filtered total). */
export const Filtered: Story = {
  beforeEach: withApi(
    reportRoutes(projectReport, {
      rows: (body, url) => {
        const filters = JSON.parse(url.searchParams.get('filters') ?? '{}') as Record<string, unknown>;
        return rowsOf(projectReport, filters.projectName ? 4 : 42)(body, url);
      },
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Project name contains'), 'leaflet');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('4 rows')).toBeVisible();
  },
};

export const NoRows: Story = { beforeEach: withApi(reportRoutes(projectReport, { total: 0, chart: { body: { groupBy: 'MONTH', measure: 'COUNT', columnId: 'createdOn', points: [] } } })) };

export const ManyPages: Story = { beforeEach: withApi(reportRoutes(projectReport, { total: 5230 })) };

const exportRows = (answer: DoubleHandler): DoubleHandler => (body, url) =>
  url.searchParams.get('limit') === '1000' ? (typeof answer === 'function' ? answer(body, url) : answer) : rowsOf(projectReport, 42)(body, url);

async function startExport(canvasElement: HTMLElement, format: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Export' }));
  await userEvent.click(await within(document.body).findByRole('menuitem', { name: format }));
  return canvas;
}

export const ExportInProgress: Story = {
  beforeEach: withApi(reportRoutes(projectReport, { rows: exportRows('pending') })),
  play: async ({ canvasElement }) => {
    const canvas = await startExport(canvasElement, 'CSV (spreadsheet)');
    await expect(await canvas.findByText('Preparing the export…')).toBeVisible();
  },
};

export const ExportFailure: Story = {
  beforeEach: withApi(reportRoutes(projectReport, { rows: exportRows({ status: 503, body: { message: 'Service Unavailable' } }) })),
  play: async ({ canvasElement }) => {
    const canvas = await startExport(canvasElement, 'JSON');
    await expect(await canvas.findByText('The export failed. Please try again.')).toBeVisible();
  },
};

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = {
  ...ProjectReport,
  name: 'Project report, German',
  globals: { language: 'de' },
};
export const Arabic: Story = {
  ...ProjectReport,
  name: 'Project report, Arabic',
  globals: { language: 'ar' },
};
