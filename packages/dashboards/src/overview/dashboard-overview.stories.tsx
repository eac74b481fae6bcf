import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { installApiDouble } from '@lingua/core/test/api-double';
import type { DoubleHandler } from '@lingua/core/test/api-double';
import { emptyOverviewRoutes, overviewRoutes } from '../fixtures/dashboard-fixtures.ts';
import { ACCORDION_STORAGE_KEY, type DashboardGroup } from './accordion-state.ts';
import { DashboardOverview } from './dashboard-overview.tsx';

// Each story answers the API from fixtures and opens the named groups (the state lives in sessionStorage);
// beforeEach returns the restore function Storybook calls afterwards.
const withApi = (routes: Record<string, DoubleHandler>, open: DashboardGroup[] = ['starts']) => () => {
  window.sessionStorage.setItem(ACCORDION_STORAGE_KEY, JSON.stringify(open));
  return installApiDouble(routes).restore;
};

const meta = {
  title: 'Dashboards/Overview',
  component: DashboardOverview,
  args: { onNavigate: () => undefined },
} satisfies Meta<typeof DashboardOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { beforeEach: withApi(overviewRoutes('pending')) };

export const LoadError: Story = {
  beforeEach: withApi(overviewRoutes({ status: 500, body: { message: 'Internal Server Error' } })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
  },
};

export const Empty: Story = { beforeEach: withApi(emptyOverviewRoutes()) };

export const StartsByVertical: Story = { beforeEach: withApi(overviewRoutes(), ['starts']) };

export const ProjectManagers: Story = { beforeEach: withApi(overviewRoutes(), ['managers']) };

export const Qa: Story = { beforeEach: withApi(overviewRoutes(), ['qa']) };

export const FrontOfHouse: Story = { beforeEach: withApi(overviewRoutes(), ['frontOfHouse']) };

export const Coordinators: Story = { beforeEach: withApi(overviewRoutes(), ['coordinators']) };

export const AllCollapsed: Story = { beforeEach: withApi(overviewRoutes(), []) };

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = {
  ...StartsByVertical,
  name: 'Starts by vertical, German',
  globals: { language: 'de' },
};
export const Arabic: Story = {
  ...StartsByVertical,
  name: 'Starts by vertical, Arabic',
  globals: { language: 'ar' },
};
