import { useState } from 'react';
import { Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { yupResolver } from 'mantine-form-yup-resolver';
import * as yup from 'yup';
import type { ClientConfig } from '@lingua/contract';
import { ErrorAlert, t as translate, useT } from '@lingua/core';

/** Props of VisitorEmailStep. */
export interface VisitorEmailStepProps {
  /** Initial e-mail. */
  initialEmail?: string;
  /** Called with a valid address; a rejection is shown under the form. */
  onContinue: (email: string) => Promise<void>;
}

/** Spec 2 §4 and §5: the visitor's e-mail entry (required, valid format). */
export function VisitorEmailStep({ initialEmail = '', onContinue }: VisitorEmailStepProps) {
  const t = useT();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: initialEmail },
    validate: yupResolver(
      yup.object({
        email: yup.string().trim().required(translate('common.validation.required')).email(translate('common.validation.invalidEmail')),
      }),
    ),
  });
  return (
    <Paper part="form" withBorder radius="md" p="xl" maw={520} mx="auto">
      <form
        noValidate
        onSubmit={form.onSubmit(async ({ email }) => {
          setBusy(true);
          setError(null);
          try {
            await onContinue(email.trim());
          } catch (e) {
            setError(e);
          } finally {
            setBusy(false);
          }
        })}
      >
        <Stack>
          <div>
            <Title order={2} size="h3">
              {t('createProject.visitor.emailTitle')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('createProject.visitor.emailIntro')}
            </Text>
          </div>
          <TextInput type="email" label={t('createProject.visitor.email')} withAsterisk autoComplete="email" {...form.getInputProps('email')} />
          {error ? <ErrorAlert error={error} /> : null}
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {t('createProject.visitor.continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Props of CompanyPicker. */
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
