// The human escalation payload (spec 3 §3, §9): the notes start with a fixed source line and the reason; with
// "Need human translation" the translated documents are sent as OTHER (reference for the linguist, not a
// document to clean up).
import { HUMAN_EXPERT_REASONS } from '@lingua/contract';
import type { HumanExpertReason, JobRequest, SubmitToXtrfBody } from '@lingua/contract';
import { t } from '@lingua/core';
import * as yup from 'yup';

/** Values of the escalation form. */
// A type alias, not an interface: the form resolver needs an implicit index signature.
export type EscalationValues = {
  projectName: string;
  targetLanguageIds: string[];
  reason: HumanExpertReason | '';
  otherReason: string;
  notes: string;
};

/** Spec 3 §5: project name, target languages and reason required; the other-reason text when Other is chosen. */
export function escalationSchema() {
  return yup.object({
    projectName: yup.string().trim().required(t('common.validation.required')),
    targetLanguageIds: yup.array(yup.string().required()).min(1, t('common.validation.required')).required(),
    reason: yup.string().oneOf([...HUMAN_EXPERT_REASONS], t('common.validation.required')).required(t('common.validation.required')),
    otherReason: yup.string().when('reason', {
      is: 'OTHER',
      then: (schema) => schema.trim().required(t('common.validation.required')),
      otherwise: (schema) => schema.optional(),
    }),
    notes: yup.string(),
  });
}

/** Builds the submitToXtrf body from the request and the form. */
export function escalationBody(job: JobRequest, values: EscalationValues): SubmitToXtrfBody {
  const reason = values.reason as HumanExpertReason;
  const reasonText =
    reason === 'OTHER'
      ? `${t('machineTranslation.escalation.reasons.OTHER')}: ${values.otherReason.trim()}`
      : t(`machineTranslation.escalation.reasons.${reason}`);
  const notes = [
    t('machineTranslation.escalation.sourceLine', { name: job.name, id: job.id }),
    t('machineTranslation.escalation.reasonLine', { reason: reasonText }),
    values.notes.trim(),
  ]
    .filter(Boolean)
    .join('\n');
  const files = job.files
    .filter((file) => file.category === 'SOURCE_DOCUMENT' || file.category === 'TRANSLATED_DOCUMENT')
    .map((file) => ({
      fileName: file.fileName,
      fileKey: file.fileKey,
      category: reason === 'NEED_HUMAN_TRANSLATION' && file.category === 'TRANSLATED_DOCUMENT' ? ('OTHER' as const) : file.category,
    }));
  return {
    projectName: values.projectName.trim(),
    requestType: 'QUOTE_REQUEST',
    sourceLanguageId: job.sourceLanguage.id,
    targetLanguageIds: values.targetLanguageIds,
    notes,
    customFields: [],
    files,
  };
}
