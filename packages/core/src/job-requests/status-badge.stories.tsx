import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group, Stack, Text } from '@mantine/core';
import { JOB_REQUEST_STATUSES } from '@lingua/contract';
import { StatusBadge } from './status-badge.tsx';

// The job-request status badge (spec 3 §4.2–4.3).
const meta = {
  title: 'Core/Job requests/Status badge',
  component: StatusBadge,
  parameters: { layout: 'padded' },
  args: { status: 'COMPLETED' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = {};
export const Queued: Story = { args: { status: 'CREATED' } };
export const Failed: Story = { args: { status: 'FAILED' } };
export const Submitted: Story = { args: { status: 'SUBMITTED_TO_XTRF' } };

export const EveryStatus: Story = {
  render: () => (
    <Stack gap="xs">
      {JOB_REQUEST_STATUSES.map((status) => (
        <Group key={status} gap="md">
          <Text size="sm" w={260} ff="monospace">
            {status}
          </Text>
          <StatusBadge status={status} />
          <StatusBadge status={status} vocabulary="request" requestType="TRANSLATION_REQUEST" />
          <StatusBadge status={status} vocabulary="request" requestType="QUOTE_REQUEST" />
        </Group>
      ))}
    </Stack>
  ),
};
