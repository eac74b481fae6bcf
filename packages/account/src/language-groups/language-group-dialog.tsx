import { useEffect, useState } from 'react';
import { Button, Group, Modal, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { yupResolver } from 'mantine-form-yup-resolver';
import * as yup from 'yup';
import { ErrorAlert, nameOfLanguage, t, useT } from '@lingua/core';
import type { Language, LanguageGroup, LanguageGroupScope } from '@lingua/contract';
import '../texts/account-texts.ts';

export interface LanguageGroupDialogProps {
  opened: boolean;
  scope: LanguageGroupScope;
  group?: LanguageGroup;
  /** Names of the other groups of the scope (a name must be unique within its scope). */
  takenNames: string[];
  languages: Language[];
  languagesLoading?: boolean;
  /** Saves the group; a rejection is shown in the dialog. */
  onSave: (group: LanguageGroup) => Promise<void>;
  onClose: () => void;
}

type Values = {
  name: string;
  languageIds: string[];
};

// Spec 1 §5: a name and at least one language are required.
const schema = (takenNames: string[]) =>
  yup.object({
    name: yup
      .string()
      .trim()
      .required(t('common.validation.required'))
      .test('unique', t('account.languageGroups.nameTaken'), (value) => !takenNames.some((n) => n.trim().toLowerCase() === (value ?? '').trim().toLowerCase())),
    languageIds: yup.array(yup.string().required()).min(1, t('account.languageGroups.atLeastOneLanguage')).required(),
  });

/** The languages offered: the list's, and an edited group's own even where the list no longer offers them. */
export function groupLanguageOptions(languages: readonly Language[], group: LanguageGroup | undefined) {
  const listed = new Set(languages.map((l) => l.id));
  return [...languages.map((l) => ({ value: l.id, label: nameOfLanguage(l) })), ...(group?.languages.filter((l) => !listed.has(l.id)).map((l) => ({ value: l.id, label: nameOfLanguage(l) })) ?? [])];
}

/** The group as saved: its languages by id and name (with the project system's id where known). */
export function groupOf(values: Values, scope: LanguageGroupScope, languages: readonly Language[], group: LanguageGroup | undefined): LanguageGroup {
  const byId = new Map(languages.map((l) => [l.id, l]));
  const previous = new Map(group?.languages.map((l) => [l.id, l]) ?? []);
  return {
    name: values.name.trim(),
    scope,
    languages: values.languageIds.map((id) => {
      const language = byId.get(id) ?? previous.get(id);
      return { id, name: language?.name ?? id, ...(language?.xtrfId != null ? { xtrfId: language.xtrfId } : {}) };
    }),
  };
}

function useGroupForm({ opened, scope, group, takenNames, languages, onSave }: LanguageGroupDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', languageIds: [] },
    validate: yupResolver(schema(takenNames)),
  });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!opened) return;
    setValues({ name: group?.name ?? '', languageIds: group?.languages.map((l) => l.id) ?? [] });
    resetDirty();
    clearErrors();
    setFailure(null);
    // Re-initialise only when the dialog opens or the edited group changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, group]);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    try {
      await onSave(groupOf(values, scope, languages, group));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  });
  return { form, busy, failure, submit };
}

export function LanguageGroupDialog(props: LanguageGroupDialogProps) {
  const { opened, group, languages, languagesLoading, onClose } = props;
  const tr = useT();
  const { form, busy, failure, submit } = useGroupForm(props);
  const options = groupLanguageOptions(languages, group);
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={busy ? () => {} : onClose} title={group ? tr('account.languageGroups.editTitle') : tr('account.languageGroups.addTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={tr('account.languageGroups.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
          <MultiSelect
            label={tr('account.languageGroups.languages')}
            placeholder={tr('account.languageGroups.languagesPlaceholder')}
            withAsterisk
            searchable
            clearable
            hidePickedOptions
            data={options}
            disabled={languagesLoading}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('languageIds')}
          />
          {failure ? <ErrorAlert error={failure} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {tr('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {tr('account.languageGroups.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
