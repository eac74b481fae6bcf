// The visitor's second step when several companies match the e-mail's domain (spec 2 §4); loaded only then.
import { useState } from 'react';
import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { ClientConfig } from '@lingua/contract';
import { useT } from '@lingua/core';

export interface CompanyPickerProps {
  /** The visitor's e-mail. */
  email: string;
  /** ACTIVE companies of the domain (spec 2 §9: only ACTIVE ones are selectable). */
  companies: readonly ClientConfig[];
  /** Called with the chosen company. */
  onPick: (config: ClientConfig) => void;
  /** Back to the e-mail step. */
  onBack: () => void;
}

/** Spec 2 §4: several companies match the visitor's domain — pick one. */
export function CompanyPicker({ email, companies, onPick, onBack }: CompanyPickerProps) {
  const t = useT();
  const [choice, setChoice] = useState<string | null>(null);
  const active = companies.filter((c) => c.status === 'ACTIVE');
  return (
    <Paper withBorder radius="md" p="xl" maw={520} mx="auto">
      <Stack>
        <div>
          <Title order={2} size="h3">
            {t('createProject.visitor.companyTitle')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('createProject.visitor.companyIntro', { email })}
          </Text>
        </div>
        <Radio.Group label={t('createProject.visitor.company')} value={choice} onChange={setChoice} withAsterisk>
          <Stack gap="xs" mt="xs">
            {active.map((c) => (
              <Radio key={c.clientId} value={c.clientId} label={c.companyName} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack}>
            {t('createProject.visitor.changeEmail')}
          </Button>
          <Button disabled={!choice} onClick={() => onPick(active.find((c) => c.clientId === choice)!)}>
            {t('createProject.visitor.continue')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
