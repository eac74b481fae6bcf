// One fact of the quote: its label and value, as a term and its description.
import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}
