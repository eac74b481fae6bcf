// Add or edit one term: its source and target words, "do not translate", case sensitivity and a note.
import { useEffect } from 'react';
import { Checkbox, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GLOSSARY_NOTE_MAX_LENGTH, GLOSSARY_TERM_MAX_LENGTH, type GlossaryEntry } from '@lingua/contract';
import { ErrorAlert, t as translate, useT, useDialogSubmit } from '@lingua/core';
import { DialogButtons } from './dialog-buttons.tsx';
import { entryErrors, entryValues, type EntryValues } from './glossaries-state.ts';

export interface EntryDialogProps {
  opened: boolean;
  /** The term to edit; null to add one. */
  entry: GlossaryEntry | null;
  onSave: (values: EntryValues) => Promise<void>;
  onClose: () => void;
}

export function EntryDialog({ opened, entry, onSave, onClose }: EntryDialogProps) {
  const t = useT();
  const submit = useDialogSubmit();
  const form = useForm<EntryValues>({ initialValues: entryValues(null), validate: (v) => Object.fromEntries(Object.entries(entryErrors(v)).map(([k, key]) => [k, translate(key)])) });
  const { setValues, clearErrors } = form;
  const { reset } = submit;
  useEffect(() => {
    if (!opened) return;
    setValues(entryValues(entry));
    clearErrors();
    reset();
    // Filled again only when the dialog opens or another term is edited.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, entry]);
  const dnt = form.values.doNotTranslate;
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={submit.busy ? () => {} : onClose} title={t(entry ? 'languageAssets.glossaries.editTitle' : 'languageAssets.glossaries.addTitle')} centered>
      <form onSubmit={form.onSubmit((values) => submit.run(() => onSave(values)))} noValidate>
        <Stack>
          <TextInput label={t('languageAssets.glossaries.sourceTerm')} withAsterisk data-autofocus maxLength={GLOSSARY_TERM_MAX_LENGTH} {...form.getInputProps('sourceTerm')} />
          <TextInput label={t('languageAssets.glossaries.targetTerm')} withAsterisk={!dnt} disabled={dnt} maxLength={GLOSSARY_TERM_MAX_LENGTH} {...form.getInputProps('targetTerm')} />
          <Checkbox label={t('languageAssets.glossaries.doNotTranslate')} description={t('languageAssets.glossaries.doNotTranslateHint')} {...form.getInputProps('doNotTranslate', { type: 'checkbox' })} />
          <Checkbox label={t('languageAssets.glossaries.caseSensitive')} {...form.getInputProps('caseSensitive', { type: 'checkbox' })} />
          <Textarea label={t('languageAssets.glossaries.note')} autosize minRows={2} maxLength={GLOSSARY_NOTE_MAX_LENGTH} {...form.getInputProps('note')} />
          {submit.failure ? <ErrorAlert error={submit.failure} /> : null}
          <DialogButtons busy={submit.busy} label={t('languageAssets.glossaries.save')} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
