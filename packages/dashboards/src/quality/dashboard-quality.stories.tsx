import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { installApiDouble } from '@lingua/core/test/api-double';
import type { DoubleHandler } from '@lingua/core/test/api-double';
import { emptyQualityStats, qualityRoutes } from '../fixtures/dashboard-fixtures.ts';
import { DashboardQuality } from './dashboard-quality.tsx';
import de from '../languages/de.ts';
import ar from '../languages/ar.ts';

const withApi = (routes: Record<string, DoubleHandler>) => () => installApiDouble(routes).restore;

const meta = {
  title: 'Dashboards/Quality',
  component: DashboardQuality,
  args: { onNavigate: () => undefined },
} satisfies Meta<typeof DashboardQuality>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { beforeEach: withApi(qualityRoutes('pending')) };

export const Empty: Story = {
  beforeEach: withApi(qualityRoutes({ body: emptyQualityStats })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No file was scored and no change was requested in this period.')).toBeVisible();
  },
};

export const WithFigures: Story = {
  beforeEach: withApi(qualityRoutes()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('quality-meanScore')).toHaveTextContent('91.37');
    await expect(canvas.getByRole('table', { name: 'Open issues by type' })).toHaveTextContent('Terminology');
  },
};

export const LoadError: Story = {
  beforeEach: withApi(qualityRoutes({ status: 500, body: { message: 'Internal Server Error' } })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
  },
};

/** Decision 189: the figures in German and in Arabic, the open issues' table found by the language's name. */
type Canvas = { canvasElement: HTMLElement };
const figuresIn = (texts: typeof de | typeof ar) => async ({ canvasElement }: Canvas) => {
  const quality = texts.dashboards.quality;
  const named = { name: quality.groups.openIssues };
  const table = await within(canvasElement).findByRole('table', named, { timeout: 5000 });
  await expect(table).toHaveTextContent(quality.mqmType.terminology);
};
export const German: Story = {
  ...WithFigures,
  name: 'With figures, German',
  globals: { language: 'de' },
  play: figuresIn(de),
};
export const Arabic: Story = {
  ...WithFigures,
  name: 'With figures, Arabic',
  globals: { language: 'ar' },
  play: figuresIn(ar),
};
