import { Checkbox, Fieldset, MultiSelect, Select, SimpleGrid, Text, Textarea, TextInput, Autocomplete } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { CustomFieldDefinition } from '@lingua/contract';
import { useT } from '@lingua/core';
import type { CustomFieldFormValue, PersonInfo } from '../rules/custom-fields.ts';

/** Props of CustomFieldInput. */
export interface CustomFieldInputProps {
  /** The field's definition. */
  definition: CustomFieldDefinition;
  /** Current value. */
  value: CustomFieldFormValue | undefined;
  /** Called with the new value. */
  onChange: (value: CustomFieldFormValue) => void;
  /** Errors by part: '' for the field, or firstName / lastName / email for PERSON_INFO. */
  errors: Partial<Record<'' | keyof PersonInfo, string>>;
}

const toIso = (value: string): string | null => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return m ? `${m[3]}-${m[1]}-${m[2]}` : null;
};
const fromIso = (value: string | null): string => {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
};

/** One custom field of any of the eight types (spec 2 §3); an unknown type shows "Unknown custom field type". */
export function CustomFieldInput({ definition: def, value, onChange, errors }: CustomFieldInputProps) {
  const t = useT();
  const common = {
    label: def.name,
    description: def.description,
    withAsterisk: def.required ?? false,
    disabled: def.disabled ?? false,
    error: errors[''],
  };
  const text = typeof value === 'string' ? value : '';
  const options = def.options ?? [];
  switch (def.type) {
    case 'INPUT_TEXT':
      return <TextInput {...common} value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'TEXT_AREA':
      return <Textarea {...common} autosize minRows={3} value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'LISTONLY':
      return <Select {...common} data={options} value={text || null} onChange={(v) => onChange(v ?? '')} clearable={!def.required} />;
    case 'LIST':
      // LIST offers its options but accepts free text too (spec 2 §3).
      return <Autocomplete {...common} data={options} value={text} onChange={onChange} />;
    case 'SELECT_MANY_LIST':
      return <MultiSelect {...common} data={options} value={Array.isArray(value) ? value : []} onChange={onChange} />;
    case 'DATE':
      return (
        <DateInput
          {...common}
          valueFormat="MM/DD/YYYY"
          placeholder={t('createProject.customField.datePlaceholder')}
          clearable
          value={toIso(text)}
          onChange={(v) => onChange(fromIso(v))}
        />
      );
    case 'CHECKBOX':
      return (
        <Checkbox
          label={def.name}
          description={common.description}
          disabled={def.disabled ?? false}
          error={errors['']}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    case 'PERSON_INFO': {
      const person: PersonInfo =
        value && typeof value === 'object' && !Array.isArray(value) ? value : { firstName: '', lastName: '', email: '' };
      const set = (part: keyof PersonInfo, next: string) => onChange({ ...person, [part]: next });
      return (
        <Fieldset legend={`${def.name}${def.required ? ' *' : ''}`} disabled={def.disabled ?? false} variant="filled">
          {def.description ? (
            <Text size="sm" c="dimmed" mb="xs">
              {def.description}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('createProject.customField.personFirstName')} value={person.firstName} error={errors.firstName} onChange={(e) => set('firstName', e.currentTarget.value)} />
            <TextInput label={t('createProject.customField.personLastName')} value={person.lastName} error={errors.lastName} onChange={(e) => set('lastName', e.currentTarget.value)} />
            <TextInput type="email" label={t('createProject.customField.personEmail')} value={person.email} error={errors.email} onChange={(e) => set('email', e.currentTarget.value)} />
          </SimpleGrid>
        </Fieldset>
      );
    }
    default:
      return (
        <Text c="red" size="sm" role="alert">
          {def.name}: {t('createProject.validation.unknownCustomFieldType')}
        </Text>
      );
  }
}
