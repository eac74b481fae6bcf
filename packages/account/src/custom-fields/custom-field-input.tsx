import { Autocomplete, Checkbox, Fieldset, MultiSelect, Select, SimpleGrid, Textarea, TextInput, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '@lingua/core';
import type { CustomFieldDefinition } from '@lingua/contract';
import { fieldKey, isKnownType } from './custom-field-rules.ts';
import type { CustomFieldFormValues } from './custom-field-rules.ts';
import '../texts/account-texts.ts';

/** Props of CustomFieldInput. */
export interface CustomFieldInputProps {
  /** The field's definition. */
  definition: CustomFieldDefinition;
  /** Its position among the definitions (the form key). */
  index: number;
  /** The custom fields form. */
  form: UseFormReturnType<CustomFieldFormValues>;
}

/** One custom field in the input its type calls for (spec 2 §3: the eight input types). */
export function CustomFieldInput({ definition, index, form }: CustomFieldInputProps) {
  const t = useT();
  const key = fieldKey(index);
  const common = {
    label: definition.name,
    description: definition.description ?? undefined,
    withAsterisk: definition.required === true,
    disabled: definition.disabled === true,
  };
  const options = definition.options ?? [];
  if (!isKnownType(definition)) {
    return (
      <Text c="red.8" size="sm" role="alert">
        {definition.name}: {t('account.customFields.unknownType')}
      </Text>
    );
  }
  switch (definition.type) {
    case 'TEXT_AREA':
      return <Textarea {...common} autosize minRows={3} {...form.getInputProps(key)} />;
    case 'LISTONLY':
      return <Select {...common} data={options} searchable allowDeselect={!common.withAsterisk} maxDropdownHeight={8 * 36} {...form.getInputProps(key)} />;
    case 'LIST':
      return <Autocomplete {...common} data={options} maxDropdownHeight={8 * 36} {...form.getInputProps(key)} />;
    case 'SELECT_MANY_LIST':
      return <MultiSelect {...common} data={options} searchable clearable maxDropdownHeight={8 * 36} {...form.getInputProps(key)} />;
    case 'DATE':
      return <TextInput {...common} placeholder={t('account.customFields.dateFormat')} inputMode="numeric" {...form.getInputProps(key)} />;
    case 'CHECKBOX':
      return (
        <Checkbox
          label={definition.name}
          description={common.description}
          disabled={common.disabled}
          required={common.withAsterisk}
          {...form.getInputProps(key, { type: 'checkbox' })}
        />
      );
    case 'PERSON_INFO':
      return (
        <Fieldset legend={common.withAsterisk ? `${definition.name} *` : definition.name} disabled={common.disabled} variant="filled" radius="md">
          {common.description ? (
            <Text size="xs" c="gray.7" mb="xs">
              {common.description}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label={t('account.customFields.firstName')} {...form.getInputProps(`${key}.firstName`)} />
            <TextInput label={t('account.customFields.lastName')} {...form.getInputProps(`${key}.lastName`)} />
            <TextInput label={t('account.customFields.email')} type="email" {...form.getInputProps(`${key}.email`)} />
          </SimpleGrid>
        </Fieldset>
      );
    default:
      return <TextInput {...common} {...form.getInputProps(key)} />;
  }
}

