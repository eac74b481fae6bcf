// The visitor's first screen of the create-project entry: one field, so plain state rather than a form library
// (decision 080: this is what a visitor's element downloads before it is interactive).
import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { isEmailAddress } from '@lingua/contract';
import { ErrorAlert, formSubmit, useT } from '@lingua/core';

export interface VisitorEmailStepProps {
  initialEmail?: string;
  /** Called with a valid address; a rejection is shown under the form. */
  onContinue: (email: string) => Promise<void>;
  /**
   * Called when the visitor first shows they mean to go on (pointer over the step, focus, a key or input in it),
   * to download the next screen then rather than with the page (may be called more than once).
   */
  onIntent?: () => void;
}

/** The step's state: the address typed, its problem, and the continue call under way or refused. */
function useEmailStep(initialEmail: string, onContinue: (email: string) => Promise<void>) {
  const t = useT();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState(initialEmail);
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = async () => {
    const address = email.trim();
    // The contract's e-mail rule, the one the server applies.
    const problem = !address ? t('common.validation.required') : isEmailAddress(address) ? null : t('common.validation.invalidEmail');
    setInvalid(problem);
    if (problem) return;
    setBusy(true);
    setError(null);
    try {
      await onContinue(address);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const type = (value: string) => {
    setEmail(value);
    setInvalid(null);
  };
  return { email, invalid, error, busy, submit, type };
}

/** Spec 2 §4 and §5: the visitor's e-mail entry (required, valid format). */
export function VisitorEmailStep({ initialEmail = '', onContinue, onIntent }: VisitorEmailStepProps) {
  const t = useT();
  const step = useEmailStep(initialEmail, onContinue);
  return (
    <Paper
      part="form"
      withBorder
      radius="md"
      p="xl"
      maw={520}
      mx="auto"
      // Intent, earliest first: a mouse reaching the step, a tap, focus (also by Tab), a key, input (autofill).
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
      onKeyDown={onIntent}
      onInput={onIntent}
    >
      <form
        noValidate
        onSubmit={formSubmit(() => void step.submit())}
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
          <TextInput type="email" label={t('createProject.visitor.email')} withAsterisk autoComplete="email" value={step.email} error={step.invalid} onChange={(event) => step.type(event.currentTarget.value)} />
          {step.error ? <ErrorAlert error={step.error} /> : null}
          <Group justify="flex-end">
            <Button type="submit" loading={step.busy}>
              {t('createProject.visitor.continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
