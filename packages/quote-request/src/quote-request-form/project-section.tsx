// The project section: name, languages (unless the client's settings hide them), the workflow an external-link
// user may choose, the custom fields and the notes.
import { useMemo } from 'react';
import { Alert, MultiSelect, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ClientConfig, CustomFieldDefinition, Language } from '@lingua/contract';
import { enabledLanguagesByName, inputDir, nameOfLanguage, useLanguage, useT } from '@lingua/core';
import type { Audience } from '../rules/file-rules.ts';
import { CustomFieldsGrid } from './custom-fields-grid.tsx';
import { Section } from './form-section.tsx';
import type { QuoteRequestFormState } from './use-quote-request-form.ts';

export interface ProjectSectionProps {
  form: QuoteRequestFormState;
  audience: Audience;
  clientConfig: ClientConfig | null | undefined;
  languages: readonly Language[];
  availableLanguageIds: readonly string[] | null | undefined;
  defs: readonly CustomFieldDefinition[];
  valueOf: (fieldName: string) => string | undefined;
}

export function ProjectSection({ form, audience, clientConfig, languages, availableLanguageIds, defs, valueOf }: ProjectSectionProps) {
  const t = useT();
  const values = form.values;
  const settings = clientConfig?.createProjectSettings;
  const shown = useLanguage();
  // Named in the shown language and in its order, again when it changes (nameOfLanguage reads it).
  const languageOptions = useMemo(() => {
    const allowed = availableLanguageIds?.length ? new Set(availableLanguageIds) : null;
    return enabledLanguagesByName(languages.filter((l) => !allowed || allowed.has(l.id))).map((l) => ({ value: l.id, label: nameOfLanguage(l) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [languages, availableLanguageIds, shown]);
  const sameLanguage = !!values.sourceLanguageId && values.targetLanguageIds.includes(values.sourceLanguageId);
  const workflows = audience === 'externalLink' ? (clientConfig?.selectableWorkflows ?? []) : [];
  return (
    <Section title={t('createProject.sections.project')}>
      <TextInput label={t('createProject.project.projectName')} placeholder={t('createProject.project.projectNamePlaceholder')} {...form.getInputProps('projectName')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {settings?.hideSourceLanguage ? null : <Select label={t('createProject.project.sourceLanguage')} withAsterisk searchable data={languageOptions} {...form.getInputProps('sourceLanguageId')} />}
        {settings?.hideTargetLanguages ? null : <MultiSelect label={t('createProject.project.targetLanguages')} withAsterisk searchable data={languageOptions} {...form.getInputProps('targetLanguageIds')} />}
      </SimpleGrid>
      {sameLanguage ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {t('createProject.project.sameLanguageWarning')}
        </Alert>
      ) : null}
      {workflows.length ? <Select label={t('createProject.project.workflow')} data={workflows.map((w) => ({ value: String(w.xtrfServiceId), label: w.label }))} clearable {...form.getInputProps('xtrfServiceId')} /> : null}
      {defs.length ? <CustomFieldsGrid form={form} defs={defs} valueOf={valueOf} /> : null}
      <Textarea attributes={inputDir(values.notes)} label={t('createProject.project.notes')} autosize minRows={3} {...form.getInputProps('notes')} />
    </Section>
  );
}
