import type { Meta, StoryObj } from '@storybook/react-vite';
import { installApiDouble } from '@lingua/core/test/api-double';
import type { DoubleHandler } from '@lingua/core/test/api-double';
import { reportSummaries } from '../fixtures/reports-fixtures.ts';
import { ReportList } from './report-list.tsx';

const withList = (reply: DoubleHandler) => () => installApiDouble({ 'GET /reports': reply }).restore;

const meta = {
  title: 'Reports/List',
  component: ReportList,
  args: { onOpen: () => undefined },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof ReportList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grouped: Story = { beforeEach: withList({ body: reportSummaries }) };
export const Loading: Story = { beforeEach: withList('pending') };
export const Empty: Story = { beforeEach: withList({ body: [] }) };
export const LoadError: Story = { beforeEach: withList({ status: 500, body: { message: 'Internal Server Error' } }) };

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...Grouped, name: 'Grouped, German', globals: { language: 'de' } };
export const Arabic: Story = { ...Grouped, name: 'Grouped, Arabic', globals: { language: 'ar' } };
