// The one row a table shows when it has none: that there are none yet, or none matching the search.
import { Table, Text } from '@mantine/core';

export function EmptyTableRow({ columns, text }: { columns: number; text: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text size="sm" c="gray.7" ta="center" py="md">
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
