import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { setClock } from '@lingua/core';
import { installApiDouble } from '@lingua/core/test/api-double';
import type { DoubleHandler } from '@lingua/core/test/api-double';
import { detailRoutes, FIXTURE_NOW } from '../fixtures/dashboard-fixtures.ts';
import { DashboardDetail } from './dashboard-detail.tsx';
import de from '../languages/de.ts';
import ar from '../languages/ar.ts';

// The fixtures' clock, so the 24-hour highlight of completed quotes shows the same rows every time.
const withApi = (routes: Record<string, DoubleHandler>) => () => {
  setClock({ now: () => FIXTURE_NOW, setTimeout: (f: () => void, ms: number) => setTimeout(f, ms), clearTimeout: (h: unknown) => clearTimeout(h as number) });
  const { restore } = installApiDouble(routes);
  return () => {
    restore();
    setClock();
  };
};

const meta = {
  title: 'Dashboards/Detail',
  component: DashboardDetail,
  args: { view: 'pmdetails', name: 'Maria Lopez', id: '1', projectSystemUrl: 'https://pm.example/{kind}s/{id}', onNavigate: () => undefined },
  beforeEach: withApi(detailRoutes()),
} satisfies Meta<typeof DashboardDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProjectManagerWithRush: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Rush')).toHaveAttribute('data-rush', 'true');
  },
};

export const PastDue: Story = { args: { view: 'pastdue' } };

export const DueToday: Story = { args: { view: 'duetoday', name: 'Kenji Sato', id: '2' } };

export const QaSpecialist: Story = { args: { view: 'qadetails', name: 'Hannah Kim', id: '8' } };

export const CurrentQuotes: Story = { args: { view: 'currentquotes', name: 'Lucia Rossi', id: '6' } };

export const CurrentQuotesUnassigned: Story = { args: { view: 'currentquotes', name: 'Unassigned', id: 'null' } };

export const CompletedQuotesWith24HourHighlight: Story = {
  args: { view: 'completedquotes', name: 'Tom Becker', id: '5' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Mar 08, 2026 10:00:00')).toHaveAttribute('data-stale', 'true');
  },
};

export const CompletedQuotesUnassignedEmpty: Story = { args: { view: 'completedquotes', name: 'Unassigned', id: 'null' } };

export const Loading: Story = { beforeEach: withApi(detailRoutes('pending')) };

export const LoadError: Story = { beforeEach: withApi(detailRoutes({ status: 500, body: { message: 'Internal Server Error' } })) };

/** Decision 189: the main story in German and in Arabic, its rush row found by the language's word for it. */
type Canvas = { canvasElement: HTMLElement };
const rushIn = (texts: typeof de | typeof ar) => async ({ canvasElement }: Canvas) => {
  const rush = await within(canvasElement).findByText(texts.dashboards.rateType.Rush, {}, { timeout: 5000 });
  await expect(rush).toHaveAttribute('data-rush', 'true');
};
export const German: Story = {
  ...ProjectManagerWithRush,
  name: 'Project manager with rush, German',
  globals: { language: 'de' },
  play: rushIn(de),
};
export const Arabic: Story = {
  ...ProjectManagerWithRush,
  name: 'Project manager with rush, Arabic',
  globals: { language: 'ar' },
  play: rushIn(ar),
};
