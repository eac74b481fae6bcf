// The client's custom fields of category PROJECT, each shown while its conditions hold (spec 2 §5).
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { isCustomFieldVisible, type CustomFieldDefinition } from '@lingua/contract';
import { CustomFieldInput, useT } from '@lingua/core';
import type { CustomFieldFormValue } from '../rules/custom-fields.ts';
import { fieldError, type QuoteRequestFormState } from './use-quote-request-form.ts';

export interface CustomFieldsGridProps {
  form: QuoteRequestFormState;
  defs: readonly CustomFieldDefinition[];
  valueOf: (fieldName: string) => string | undefined;
}

export function CustomFieldsGrid({ form, defs, valueOf }: CustomFieldsGridProps) {
  const t = useT();
  const error = (path: string) => fieldError(form, path);
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('createProject.project.customFields')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {defs.map((def, i) =>
          isCustomFieldVisible(def, valueOf) ? (
            <div key={def.name} style={def.type === 'PERSON_INFO' || def.type === 'TEXT_AREA' ? { gridColumn: '1 / -1' } : undefined}>
              <CustomFieldInput
                definition={def}
                value={form.values.customFields[i]}
                onChange={(v: CustomFieldFormValue) => form.setFieldValue(`customFields.${i}`, v)}
                errors={{
                  '': error(`customFields.${i}`),
                  firstName: error(`customFields.${i}.firstName`),
                  lastName: error(`customFields.${i}.lastName`),
                  email: error(`customFields.${i}.email`),
                }}
              />
            </div>
          ) : null,
        )}
      </SimpleGrid>
    </Stack>
  );
}
