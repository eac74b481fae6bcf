import { Group, Radio, Stack, Text } from '@mantine/core';

export interface CompanyChoiceProps {
  /** The group's label. */
  label: string;
  /** The companies offered (ACTIVE only: spec 2 §4, §9). */
  companies: ReadonlyArray<{ clientId: string; name: string }>;
  /** The chosen client id, or null. */
  value: string | null;
  /** Called when the user picks a company. */
  onChange: (clientId: string) => void;
  /** Validation message under the list. */
  error?: string | null;
}

/** One required choice among companies, as cards: used by sign-up and by organisation selection. */
export function CompanyChoice({ label, companies, value, onChange, error }: CompanyChoiceProps) {
  return (
    <Radio.Group label={label} withAsterisk value={value} onChange={onChange} error={error}>
      <Stack gap="xs" mt="xs">
        {companies.map((c) => (
          <Radio.Card key={c.clientId} value={c.clientId} radius="md" p="sm" withBorder>
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <Text fw={500} size="sm">
                {c.name}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
