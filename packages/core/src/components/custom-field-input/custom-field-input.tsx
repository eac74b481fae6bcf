// One input for a custom field of any of the eight types (spec 2 §3), used by the sign-up form and the
// create-project form alike: controlled by value and onChange, so either form's state binds to it. The value
// is the contract's form value (customFieldFormValue/customFieldText turn it into what is sent).
import { Autocomplete, Checkbox, MultiSelect, Select, Text, Textarea, TextInput } from '@mantine/core';
import { isKnownCustomFieldType } from '@lingua/contract';
import { useT } from '../../i18n/i18n.ts';
import type { CustomFieldInputProps } from './custom-field-input-props.ts';
import { DateField } from './date-field.tsx';
import { PersonInfoInput } from './person-info-input.tsx';

/** One custom field in the input its type calls for; an unknown type says so in place of an input. */
export function CustomFieldInput({ definition: def, value, onChange, errors = {} }: CustomFieldInputProps) {
  const t = useT();
  if (!isKnownCustomFieldType(def.type)) {
    return (
      <Text c="red.8" size="sm" role="alert">
        {def.name}: {t('common.customField.unknownType')}
      </Text>
    );
  }
  const common = {
    label: def.name,
    description: def.description ?? undefined,
    withAsterisk: def.required === true,
    disabled: def.disabled === true,
    error: errors[''],
  };
  const text = typeof value === 'string' ? value : '';
  const options = def.options ?? [];
  switch (def.type) {
    case 'TEXT_AREA':
      return <Textarea {...common} autosize minRows={3} value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'LISTONLY':
      return <Select {...common} data={options} searchable clearable={!common.withAsterisk} allowDeselect={!common.withAsterisk} value={text || null} onChange={(v) => onChange(v ?? '')} />;
    case 'LIST':
      // LIST offers its options but accepts free text too (spec 2 §3).
      return <Autocomplete {...common} data={options} value={text} onChange={onChange} />;
    case 'SELECT_MANY_LIST':
      return <MultiSelect {...common} data={options} searchable clearable value={Array.isArray(value) ? value : []} onChange={onChange} />;
    case 'DATE':
      return <DateField {...common} placeholder={t('common.customField.datePlaceholder')} value={text} onChange={onChange} />;
    case 'CHECKBOX':
      return (
        <Checkbox
          label={def.name}
          description={common.description}
          disabled={common.disabled}
          required={common.withAsterisk}
          error={common.error}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    case 'PERSON_INFO':
      return <PersonInfoInput definition={def} value={value} onChange={onChange} errors={errors} />;
    default:
      return <TextInput {...common} value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}
