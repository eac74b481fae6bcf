import { Button, Drawer, Group, MultiSelect, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { yupResolver } from 'mantine-form-yup-resolver';
import { HUMAN_EXPERT_REASONS } from '@lingua/contract';
import type { JobRequest } from '@lingua/contract';
import { ErrorAlert, inputDir, nameOfLanguage, useT, useLanguages } from '@lingua/core';
import { useSubmitToXtrf } from '../api/submit-to-xtrf.ts';
import { languageOptions } from '../languages.ts';
import { registerMachineTranslationTexts } from '../texts.ts';
import { escalationBody, escalationSchema } from './escalation-body.ts';
import type { EscalationValues } from './escalation-body.ts';

registerMachineTranslationTexts();

export interface HumanEscalationDrawerProps {
  /** Whether the side panel is open. */
  opened: boolean;
  /** The machine-translation request to escalate. */
  jobRequest: JobRequest;
  /** Called on Cancel, Escape or a click outside. */
  onClose: () => void;
  /** Called after the request was sent. */
  onSubmitted: () => void;
}

function initialValues(job: JobRequest): EscalationValues {
  return { projectName: job.name, targetLanguageIds: job.targetLanguages.map((l) => l.id), reason: '', otherReason: '', notes: '' };
}

/**
 * The human escalation side panel (spec 3 §2.2, §4.9, §5): project name, source language (disabled), target
 * languages, reason (Other needs its text) and notes; submits to the human provider.
 */
export function HumanEscalationDrawer({ opened, jobRequest, onClose, onSubmitted }: HumanEscalationDrawerProps) {
  const t = useT();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={<Text fw={600} size="lg">{t('machineTranslation.escalation.title')}</Text>}
    >
      {/* Mounted only while open, so each opening starts from the request's current name and targets. */}
      {opened ? <EscalationForm jobRequest={jobRequest} onCancel={onClose} onSubmitted={onSubmitted} /> : null}
    </Drawer>
  );
}

/** The escalation form's state and its one call: the values, the target choices, and the submit. */
function useEscalationForm(jobRequest: JobRequest, onSubmitted: () => void) {
  const t = useT();
  const languages = useLanguages({ xtrfIdExists: true });
  const submit = useSubmitToXtrf();
  const form = useForm<EscalationValues>({ mode: 'controlled', initialValues: initialValues(jobRequest), validate: yupResolver(escalationSchema()) });
  // The request's own targets stay selectable even if the provider's list lacks one.
  const options = languageOptions(languages.data);
  for (const target of jobRequest.targetLanguages) if (!options.some((o) => o.value === target.id)) options.push({ value: target.id, label: nameOfLanguage(target) });
  const send = form.onSubmit(async (values) => {
    try {
      await submit.trigger({ jobRequestId: jobRequest.id, body: escalationBody(jobRequest, values) });
      notifications.show({ color: 'green', message: t('machineTranslation.escalation.success') });
      onSubmitted();
    } catch {
      // Shown from submit.error.
    }
  });
  return { form, options, submit, send };
}

function EscalationForm({ jobRequest, onCancel, onSubmitted }: { jobRequest: JobRequest; onCancel: () => void; onSubmitted: () => void }) {
  const t = useT();
  const { form, options, submit, send } = useEscalationForm(jobRequest, onSubmitted);

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('machineTranslation.escalation.intro')}
        </Text>
        <TextInput label={t('machineTranslation.escalation.projectName')} withAsterisk {...form.getInputProps('projectName')} />
        {/* Spec 3 §5: required like the others, although prefilled and not to be changed. */}
        <TextInput label={t('machineTranslation.escalation.sourceLanguage')} value={nameOfLanguage(jobRequest.sourceLanguage)} withAsterisk disabled readOnly />
        <MultiSelect
          label={t('machineTranslation.escalation.targetLanguages')}
          data={options}
          searchable
          withAsterisk
          hidePickedOptions
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('targetLanguageIds')}
        />
        <Radio.Group label={t('machineTranslation.escalation.reason')} withAsterisk {...form.getInputProps('reason')}>
          <Stack gap="xs" mt={6}>
            {HUMAN_EXPERT_REASONS.map((reason) => (
              <Radio key={reason} value={reason} label={t(`machineTranslation.escalation.reasons.${reason}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {form.values.reason === 'OTHER' ? (
          <TextInput label={t('machineTranslation.escalation.otherReason')} withAsterisk {...form.getInputProps('otherReason')} />
        ) : null}
        <Textarea attributes={inputDir(form.values.notes)} label={t('machineTranslation.escalation.notes')} placeholder={t('machineTranslation.escalation.notesPlaceholder')} autosize minRows={3} {...form.getInputProps('notes')} />
        {submit.error ? <ErrorAlert error={submit.error} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submit.isMutating}>
            {t('machineTranslation.escalation.cancel')}
          </Button>
          <Button type="submit" loading={submit.isMutating}>
            {t('machineTranslation.escalation.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
