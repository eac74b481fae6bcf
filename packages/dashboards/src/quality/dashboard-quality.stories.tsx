import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { installApiDouble } from '@lingua/core/test/api-double';
import type { DoubleHandler } from '@lingua/core/test/api-double';
import { emptyQualityStats, qualityRoutes } from '../fixtures/dashboard-fixtures.ts';
import { DashboardQuality } from './dashboard-quality.tsx';

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
