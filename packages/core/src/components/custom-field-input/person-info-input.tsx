// A PERSON_INFO custom field (spec 2 §3): first name, last name and e-mail in one fieldset, each with its error.
import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { PersonInfo } from '@lingua/contract';
import { useT } from '../../i18n/i18n.ts';
import type { CustomFieldInputProps } from './custom-field-input-props.ts';

const EMPTY_PERSON: PersonInfo = { firstName: '', lastName: '', email: '' };

export function PersonInfoInput({ definition: def, value, onChange, errors = {} }: CustomFieldInputProps) {
  const t = useT();
  const person: PersonInfo = value && typeof value === 'object' && !Array.isArray(value) ? value : EMPTY_PERSON;
  const set = (part: keyof PersonInfo, next: string) => onChange({ ...person, [part]: next });
  const required = def.required === true;
  return (
    <Fieldset legend={required ? `${def.name} *` : def.name} disabled={def.disabled === true} variant="filled" radius="md">
      {def.description ? (
        <Text size="xs" c="gray.7" mb="xs">
          {def.description}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label={t('common.customField.firstName')} value={person.firstName} error={errors.firstName} onChange={(e) => set('firstName', e.currentTarget.value)} />
        <TextInput label={t('common.customField.lastName')} value={person.lastName} error={errors.lastName} onChange={(e) => set('lastName', e.currentTarget.value)} />
        <TextInput type="email" label={t('common.customField.email')} value={person.email} error={errors.email} onChange={(e) => set('email', e.currentTarget.value)} />
      </SimpleGrid>
    </Fieldset>
  );
}
