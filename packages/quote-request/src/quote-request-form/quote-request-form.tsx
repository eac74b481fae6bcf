import { useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isCustomFieldVisible } from '@lingua/contract';
import type { ClientConfig, Country, CreatableRequestType, CustomFieldDefinition, Language, Province } from '@lingua/contract';
import { CustomFieldInput, ErrorAlert, UploadProgress, useT } from '@lingua/core';
import type { CustomFieldFormValue } from '../rules/custom-fields.ts';
import { addFiles, dropHint, uploadLimits } from '../rules/file-rules.ts';
import type { Audience } from '../rules/file-rules.ts';
import { fieldValueOf, requestTypesOffered, INPUT_METHODS, initialQuoteRequestValues, validateQuoteRequest } from '../rules/form-values.ts';
import type { InputMethod, QuoteRequestValues } from '../rules/form-values.ts';
import type { SubmissionProgress } from '../rules/submit-request.ts';
import { registerCreateProjectTexts } from '../texts.ts';
import { FileDrop } from './file-drop.tsx';
import { FileLinksInput } from './file-links-input.tsx';

registerCreateProjectTexts();

/** Props of QuoteRequestForm. */
export interface QuoteRequestFormProps {
  /** Who fills it: signed-in client (no contact section), visitor, or external-link user. */
  audience: Audience;
  /** External link: nobody is signed in, so the visitor's upload limits apply (spec 2 §5, §6). */
  anonymous?: boolean;
  /** The company: limits, languages, workflows, submit modes, e-mail domains. */
  clientConfig?: ClientConfig | null;
  /** Custom field definitions of category PROJECT. */
  customFieldDefinitions?: readonly CustomFieldDefinition[];
  /** Every language (GET /languages). */
  languages: readonly Language[];
  /** Language ids the client may order; all when unset. */
  availableLanguageIds?: readonly string[] | null;
  /** Countries for the contact address. */
  countries?: readonly Country[];
  /** Provinces for the contact address. */
  provinces?: readonly Province[];
  /** Initial contact values (the visitor's e-mail, the company name). */
  initialContact?: Partial<QuoteRequestValues>;
  /** The visitor's e-mail was entered in the first step: shown read-only. */
  emailReadOnly?: boolean;
  /** Called with valid values and the chosen type; the form resets when it resolves. */
  onSubmit: (values: QuoteRequestValues, requestType: CreatableRequestType) => Promise<void>;
  /** Progress of a running submission (shows the progress bar and disables the buttons). */
  progress?: SubmissionProgress | null;
  /** Error of the last submission. */
  submitError?: unknown;
  /** Extra content under the documents (the live estimate). */
  documentsExtra?: (values: QuoteRequestValues) => ReactNode;
  /** Initial values for stories (e.g. a chosen input method). */
  initialValues?: Partial<QuoteRequestValues>;
  /** Only these submit buttons, whatever the client's submission mode (the procurement area: estimate only). */
  requestTypes?: readonly CreatableRequestType[];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

/** The create-project form (spec 2 §2–§5): contact, document info and project info sections. */
export function QuoteRequestForm(props: QuoteRequestFormProps) {
  const { audience, clientConfig, languages, availableLanguageIds, countries = [], provinces = [], progress, submitError } = props;
  const t = useT();
  const defs = useMemo(() => props.customFieldDefinitions ?? [], [props.customFieldDefinitions]);
  const limits = uploadLimits(audience, clientConfig, props.anonymous);
  const settings = clientConfig?.createProjectSettings;
  const form = useForm<QuoteRequestValues>({
    mode: 'controlled',
    initialValues: { ...initialQuoteRequestValues(clientConfig, defs, props.initialContact), ...props.initialValues },
    validate: (values) => validateQuoteRequest(values, { audience, clientConfig, customFieldDefinitions: defs, limits }),
  });
  const [fileError, setFileError] = useState<string | null>(null);
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const values = form.values;
  const valueOf = fieldValueOf(values, defs);
  const options = props.requestTypes ?? requestTypesOffered(values, clientConfig, defs);
  const submitting = !!progress && progress.phase !== 'done';

  const languageOptions = useMemo(() => {
    const allowed = availableLanguageIds?.length ? new Set(availableLanguageIds) : null;
    return languages.filter((l) => !l.isDisabled && (!allowed || allowed.has(l.id))).map((l) => ({ value: l.id, label: l.name }));
  }, [languages, availableLanguageIds]);
  const countryOptions = useMemo(() => countries.map((c) => ({ value: String(c.id), label: c.name })), [countries]);
  const provinceOptions = useMemo(
    () => provinces.filter((p) => String(p.countryId) === values.country).map((p) => ({ value: String(p.id), label: p.name })),
    [provinces, values.country],
  );
  const sameLanguage = !!values.sourceLanguageId && values.targetLanguageIds.includes(values.sourceLanguageId);

  const formRef = useRef<HTMLFormElement>(null);
  // A long form: after a failed validation, bring the first problem into view and focus it.
  const showFirstError = () =>
    requestAnimationFrame(() => {
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
      first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      if (first?.matches('input, textarea')) first.focus({ preventScroll: true });
    });
  const submitAs = (requestType: CreatableRequestType) =>
    form.onSubmit(async (valid) => {
      try {
        await props.onSubmit(valid, requestType);
      } catch {
        return; // The caller shows the failure (submitError); the values stay for another try.
      }
      form.reset();
    }, showFirstError);

  const error = (path: string) => (form.errors[path] as string | undefined) ?? undefined;

  return (
    <form part="form" ref={formRef} noValidate onSubmit={(e) => e.preventDefault()}>
      <Stack gap="lg">
        {audience !== 'signedIn' ? (
          <Section title={t('createProject.sections.contact')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput type="email" label={t('createProject.contact.email')} withAsterisk readOnly={props.emailReadOnly} {...form.getInputProps('email')} />
              <TextInput label={t('createProject.contact.companyName')} {...form.getInputProps('companyName')} />
              <TextInput label={t('createProject.contact.firstName')} withAsterisk autoComplete="given-name" {...form.getInputProps('firstName')} />
              <TextInput label={t('createProject.contact.lastName')} withAsterisk autoComplete="family-name" {...form.getInputProps('lastName')} />
              <TextInput label={t('createProject.contact.address1')} autoComplete="address-line1" {...form.getInputProps('address1')} />
              <TextInput label={t('createProject.contact.address2')} autoComplete="address-line2" {...form.getInputProps('address2')} />
              <TextInput label={t('createProject.contact.city')} autoComplete="address-level2" {...form.getInputProps('city')} />
              <Select label={t('createProject.contact.province')} data={provinceOptions} searchable clearable {...form.getInputProps('province')} />
              <TextInput label={t('createProject.contact.zip')} autoComplete="postal-code" {...form.getInputProps('zip')} />
              <Select
                label={t('createProject.contact.country')}
                data={countryOptions}
                searchable
                {...form.getInputProps('country')}
                onChange={(v) => {
                  form.setFieldValue('country', v);
                  form.setFieldValue('province', null);
                }}
              />
              <TextInput type="tel" label={t('createProject.contact.phone')} autoComplete="tel" {...form.getInputProps('phone')} />
            </SimpleGrid>
          </Section>
        ) : null}

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
          {values.inputMethod === 'files' ? (
            <FileDrop
              title={t('createProject.documents.dropTitle')}
              hint={dropHint(limits, 'SOURCE_DOCUMENT')}
              files={values.files}
              error={fileError ?? error('files')}
              onDrop={(dropped) => {
                const next = addFiles(values, 'SOURCE_DOCUMENT', dropped, limits);
                form.setFieldValue('files', next.files);
                setFileError(next.error);
                form.clearFieldError('files');
              }}
              onRemove={(i) => {
                form.setFieldValue('files', values.files.filter((_, j) => j !== i));
                setFileError(null);
              }}
            />
          ) : null}
          {values.inputMethod === 'text' ? (
            <Textarea label={t('createProject.documents.text')} withAsterisk autosize minRows={6} maxRows={16} {...form.getInputProps('textInput')} />
          ) : null}
          {values.inputMethod === 'links' ? (
            <FileLinksInput
              links={values.fileLinks}
              onChange={(links) => form.setFieldValue('fileLinks', links)}
              errorOf={(i, part) => error(`fileLinks.${i}.${part}`)}
            />
          ) : null}
          {props.documentsExtra?.(values)}
          <Checkbox label={t('createProject.documents.includeReferenceFiles')} {...form.getInputProps('includeReferenceFiles', { type: 'checkbox' })} />
          {values.includeReferenceFiles ? (
            <FileDrop
              title={t('createProject.documents.referenceDropTitle')}
              hint={dropHint(limits, 'REFERENCE')}
              files={values.referenceFiles}
              error={referenceError ?? error('referenceFiles')}
              onDrop={(dropped) => {
                const next = addFiles(values, 'REFERENCE', dropped, limits);
                form.setFieldValue('referenceFiles', next.files);
                setReferenceError(next.error);
                form.clearFieldError('referenceFiles');
              }}
              onRemove={(i) => {
                form.setFieldValue('referenceFiles', values.referenceFiles.filter((_, j) => j !== i));
                setReferenceError(null);
              }}
            />
          ) : null}
        </Section>

        <Section title={t('createProject.sections.project')}>
          <TextInput label={t('createProject.project.projectName')} placeholder={t('createProject.project.projectNamePlaceholder')} {...form.getInputProps('projectName')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {settings?.hideSourceLanguage ? null : (
              <Select label={t('createProject.project.sourceLanguage')} withAsterisk searchable data={languageOptions} {...form.getInputProps('sourceLanguageId')} />
            )}
            {settings?.hideTargetLanguages ? null : (
              <MultiSelect label={t('createProject.project.targetLanguages')} withAsterisk searchable data={languageOptions} {...form.getInputProps('targetLanguageIds')} />
            )}
          </SimpleGrid>
          {sameLanguage ? (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              {t('createProject.project.sameLanguageWarning')}
            </Alert>
          ) : null}
          {audience === 'externalLink' && clientConfig?.selectableWorkflows?.length ? (
            <Select
              label={t('createProject.project.workflow')}
              data={clientConfig.selectableWorkflows.map((w) => ({ value: String(w.xtrfServiceId), label: w.label }))}
              clearable
              {...form.getInputProps('xtrfServiceId')}
            />
          ) : null}
          {defs.length ? (
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
                        value={values.customFields[i]}
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
          ) : null}
          <Textarea label={t('createProject.project.notes')} autosize minRows={3} {...form.getInputProps('notes')} />
        </Section>

        {submitError ? <ErrorAlert error={submitError} /> : null}
        {progress ? <UploadProgress uploadPercent={progress.uploadPercent} phase={progress.phase} label={t('createProject.submit.progress')} size="lg" /> : null}
        <Group justify="flex-end">
          {options.map((type, i) => (
            <Button
              key={type}
              size="md"
              variant={i === options.length - 1 ? 'filled' : 'outline'}
              disabled={submitting}
              onClick={() => submitAs(type)()}
            >
              {t(`createProject.submit.${type}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </form>
  );
}
