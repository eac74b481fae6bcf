// The documents section: how the source arrives (files, typed text or links), the live estimate under it, and
// the optional reference files.
import type { ReactNode } from 'react';
import { Checkbox, SegmentedControl, Text } from '@mantine/core';
import { useT } from '@lingua/core';
import type { UploadLimits } from '@lingua/contract';
import { INPUT_METHODS, type InputMethod, type QuoteRequestValues } from '../rules/form-values.ts';
import { FileLinksInput } from './file-links-input.tsx';
import { FilesField } from './files-field.tsx';
import { Section } from './form-section.tsx';
import { TypedTextField } from './typed-text-field.tsx';
import { fieldError, type QuoteRequestFormState } from './use-quote-request-form.ts';

export interface DocumentsSectionProps {
  form: QuoteRequestFormState;
  limits: UploadLimits;
  /** Extra content under the documents (the live estimate). */
  extra?: ((values: QuoteRequestValues) => ReactNode) | undefined;
}

export function DocumentsSection({ form, limits, extra }: DocumentsSectionProps) {
  const t = useT();
  const values = form.values;
  return (
    <Section title={t('createProject.sections.documents')}>
      <div>
        <Text component="label" id="input-method-label" size="sm" fw={500} display="block" mb={6}>
          {t('createProject.documents.inputMethod')}
        </Text>
        <SegmentedControl
          aria-labelledby="input-method-label"
          fullWidth
          value={values.inputMethod}
          onChange={(v) => form.setFieldValue('inputMethod', v as InputMethod)}
          data={INPUT_METHODS.map((m) => ({ value: m, label: t(`createProject.documents.methods.${m}`) }))}
        />
      </div>
      {values.inputMethod === 'files' ? <FilesField form={form} category="SOURCE_DOCUMENT" title={t('createProject.documents.dropTitle')} limits={limits} /> : null}
      {values.inputMethod === 'text' ? <TypedTextField form={form} /> : null}
      {values.inputMethod === 'links' ? (
        <FileLinksInput links={values.fileLinks} onChange={(links) => form.setFieldValue('fileLinks', links)} errorOf={(i, part) => fieldError(form, `fileLinks.${i}.${part}`)} />
      ) : null}
      {extra?.(values)}
      <Checkbox label={t('createProject.documents.includeReferenceFiles')} {...form.getInputProps('includeReferenceFiles', { type: 'checkbox' })} />
      {values.includeReferenceFiles ? <FilesField form={form} category="REFERENCE" title={t('createProject.documents.referenceDropTitle')} limits={limits} /> : null}
    </Section>
  );
}
