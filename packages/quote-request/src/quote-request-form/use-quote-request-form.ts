// The create-project form's state: @mantine/form over the pure rules of rules/form-values.ts (initial values,
// validation, the request types offered), the upload limits of the audience, and the submit that resets the
// form once the caller's submission resolved and otherwise keeps every value for another try.
import { useMemo, useRef } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { CreatableRequestType } from '@lingua/contract';
import { uploadLimits } from '../rules/file-rules.ts';
import { fieldValueOf, requestTypesOffered, initialQuoteRequestValues, validateQuoteRequest, type QuoteRequestValues } from '../rules/form-values.ts';
import type { QuoteRequestFormProps } from './quote-request-form-props.ts';

export type QuoteRequestFormState = UseFormReturnType<QuoteRequestValues>;

/** The message of a field's error, as the views show it. */
export function fieldError(form: QuoteRequestFormState, path: string): string | undefined {
  return (form.errors[path] as string | undefined) ?? undefined;
}

export function useQuoteRequestForm(props: QuoteRequestFormProps) {
  const { audience, clientConfig } = props;
  const defs = useMemo(() => props.customFieldDefinitions ?? [], [props.customFieldDefinitions]);
  const limits = uploadLimits(audience, clientConfig, props.anonymous);
  const form = useForm<QuoteRequestValues>({
    mode: 'controlled',
    initialValues: { ...initialQuoteRequestValues(clientConfig, defs, props.initialContact), ...props.initialValues },
    validate: (values) => validateQuoteRequest(values, { audience, clientConfig, customFieldDefinitions: defs, limits }),
  });
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
      } catch (error) {
        // The caller shows the failure (submitError); the values stay for another try, but for a file the malware
        // scan refused, which the server deleted (decision 175).
        const { refusedUploadName } = await import('@lingua/core/refused-upload');
        const refused = refusedUploadName(error, valid.files.map((f) => f.name));
        if (refused) form.setFieldValue('files', valid.files.filter((f) => f.name !== refused));
        return;
      }
      form.reset();
    }, showFirstError);
  return {
    form,
    formRef,
    defs,
    limits,
    valueOf: fieldValueOf(form.values, defs),
    requestTypes: props.requestTypes ?? requestTypesOffered(form.values, clientConfig, defs),
    submitAs,
  };
}
