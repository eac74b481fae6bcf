import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CustomFieldInput, ErrorAlert, useT } from '@lingua/core';
import type { CustomFieldDefinition, CustomFieldValue } from '@lingua/contract';
import { customFieldErrors, fieldKey, initialValues, isKnownType, isVisible, toCustomFieldValues } from '../custom-fields/custom-field-rules.ts';
import type { CustomFieldFormValues } from '../custom-fields/custom-field-rules.ts';
import '../texts/account-texts.ts';
import { StepNav } from './step-nav.tsx';

export interface CustomFieldsStepProps {
  /** The company's USER-category definitions. */
  definitions: CustomFieldDefinition[];
  /** The company's name (for the explanation). */
  companyName: string;
  /** Values entered before, if the user comes back. */
  initial?: CustomFieldFormValues;
  /** Whether the account is being created. */
  submitting: boolean;
  /** A failure of the create call. */
  failure?: unknown;
  /** Called with the values to send. */
  onSubmit: (values: CustomFieldValue[], formValues: CustomFieldFormValues) => void;
  /** Back one phase. */
  onBack: (formValues: CustomFieldFormValues) => void;
  /** Resets sign-up. */
  onCancel: () => void;
}

/** Sign-up phase 4 (spec 2 §4 step 5): the company's user custom fields. */
export function CustomFieldsStep({ definitions, companyName, initial, submitting, failure, onSubmit, onBack, onCancel }: CustomFieldsStepProps) {
  const t = useT();
  const form = useForm<CustomFieldFormValues>({
    mode: 'controlled',
    initialValues: initial ?? initialValues(definitions),
    validate: (values) => customFieldErrors(definitions, values),
  });
  const unknown = definitions.some((d) => !isKnownType(d));
  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(toCustomFieldValues(definitions, values), values))} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('account.signUp.customFieldsIntro', { company: companyName })}</Text>
        {definitions.map((definition, index) => {
          if (!isVisible(definition, definitions, form.values)) return null;
          const key = fieldKey(index);
          const error = (path: string) => (form.errors[path] as string | undefined) ?? undefined;
          return (
            <CustomFieldInput
              key={`${definition.name}-${index}`}
              definition={definition}
              value={form.values[key]}
              onChange={(value) => form.setFieldValue(key, value)}
              errors={{ '': error(key), firstName: error(`${key}.firstName`), lastName: error(`${key}.lastName`), email: error(`${key}.email`) }}
            />
          );
        })}
        {failure ? <ErrorAlert error={failure} /> : null}
        <StepNav onCancel={onCancel} onBack={() => onBack(form.values)} submitLabel={t('account.signUp.createAccount')} submitting={submitting} submitDisabled={unknown} />
      </Stack>
    </form>
  );
}
