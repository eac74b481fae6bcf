// The create-project form (spec 2 §2–§5): contact, document info and project info sections, then the submit
// buttons of the request types the client may send. Its state is use-quote-request-form.ts.
import { Button, Group, Stack } from '@mantine/core';
import { ErrorAlert, UploadProgress, useT } from '@lingua/core';
import { registerCreateProjectTexts } from '../texts.ts';
import { ContactSection } from './contact-section.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { ProjectSection } from './project-section.tsx';
import { SignedInContact } from './signed-in-contact.tsx';
import type { QuoteRequestFormProps } from './quote-request-form-props.ts';
import { useQuoteRequestForm } from './use-quote-request-form.ts';

export type { QuoteRequestFormProps } from './quote-request-form-props.ts';

registerCreateProjectTexts();

export function QuoteRequestForm(props: QuoteRequestFormProps) {
  const { audience, clientConfig, progress, submitError } = props;
  const t = useT();
  const { form, formRef, defs, limits, valueOf, requestTypes, submitAs } = useQuoteRequestForm(props);
  const submitting = !!progress && progress.phase !== 'done';
  return (
    <form part="form" ref={formRef} noValidate onSubmit={(e) => e.preventDefault()}>
      <Stack gap="lg">
        {audience !== 'signedIn' ? (
          <ContactSection form={form} countries={props.countries ?? []} provinces={props.provinces ?? []} emailReadOnly={props.emailReadOnly} />
        ) : (
          <SignedInContact clientConfig={clientConfig} />
        )}
        <DocumentsSection form={form} limits={limits} extra={props.documentsExtra} />
        <ProjectSection form={form} audience={audience} clientConfig={clientConfig} languages={props.languages} availableLanguageIds={props.availableLanguageIds} defs={defs} valueOf={valueOf} />
        {submitError ? <ErrorAlert error={submitError} /> : null}
        {progress ? <UploadProgress uploadPercent={progress.uploadPercent} phase={progress.phase} label={t('createProject.submit.progress')} size="lg" /> : null}
        <Group justify="flex-end">
          {requestTypes.map((type, i) => (
            <Button key={type} size="md" variant={i === requestTypes.length - 1 ? 'filled' : 'outline'} disabled={submitting} onClick={() => submitAs(type)()}>
              {t(`createProject.submit.${type}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </form>
  );
}
