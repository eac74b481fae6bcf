// Spec 2 §4: which submit buttons a form offers, by the client's projectSubmissionMode.
import type { ClientConfig, CreatableRequestType } from '@lingua/contract';

/**
 * SUBMIT_FOR_ESTIMATION / SUBMIT_FOR_TRANSLATION: that one; BOTH or unset: both; the EXCEPT modes add the
 * other option when any submissionModeConditions entry equals the value of the form field it names.
 */
export function submitOptions(
  config: ClientConfig | null | undefined,
  fieldValue: (fieldName: string) => string | undefined,
): CreatableRequestType[] {
  const mode = config?.projectSubmissionMode;
  const conditionMet = () =>
    (config?.createProjectSettings?.submissionModeConditions ?? []).some((c) => fieldValue(c.fieldName) === c.value);
  switch (mode) {
    case 'SUBMIT_FOR_ESTIMATION':
      return ['QUOTE_REQUEST'];
    case 'SUBMIT_FOR_TRANSLATION':
      return ['TRANSLATION_REQUEST'];
    case 'SUBMIT_FOR_ESTIMATION_EXCEPT':
      return conditionMet() ? ['QUOTE_REQUEST', 'TRANSLATION_REQUEST'] : ['QUOTE_REQUEST'];
    case 'SUBMIT_FOR_TRANSLATION_EXCEPT':
      return conditionMet() ? ['QUOTE_REQUEST', 'TRANSLATION_REQUEST'] : ['TRANSLATION_REQUEST'];
    default:
      return ['QUOTE_REQUEST', 'TRANSLATION_REQUEST'];
  }
}
