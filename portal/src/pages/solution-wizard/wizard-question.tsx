// One question of the solution wizard: its choices as radio buttons, then Back (after the first) and Next.
import { Button, Group, Radio, Stack } from '@mantine/core';
import { useT } from '@lingua/core';

export interface WizardQuestionProps<T extends string> {
  label: string;
  choices: ReadonlyArray<{ value: T; label: string }>;
  value: T | null;
  onChange: (value: T) => void;
  onBack?: (() => void) | undefined;
  onNext: () => void;
}

export function WizardQuestion<T extends string>({ label, choices, value, onChange, onBack, onNext }: WizardQuestionProps<T>) {
  const t = useT();
  return (
    <Stack>
      <Radio.Group label={label} value={value ?? ''} onChange={(v) => onChange(v as T)} styles={{ label: { fontSize: 20, fontWeight: 700, marginBottom: 12 } }}>
        <Stack gap="sm">
          {choices.map((c) => (
            <Radio key={c.value} value={c.value} label={c.label} />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify={onBack ? 'space-between' : 'flex-end'}>
        {onBack ? (
          <Button variant="default" onClick={onBack}>
            {t('portal.content.wizard.back')}
          </Button>
        ) : null}
        <Button disabled={!value} onClick={onNext}>
          {t('portal.content.wizard.next')}
        </Button>
      </Group>
    </Stack>
  );
}
