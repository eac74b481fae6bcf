// The human escalation payload (spec 3 §3, §5): the reason (and the other-reason text) and the user's own notes.
// The server writes the notes' source and reason lines and sends translated documents as OTHER for "Need human
// translation" (spec 3 §9, decision 016), so every client of the API gets the same notes.
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

export function escalationBody(job: JobRequest, values: EscalationValues): SubmitToXtrfBody {
  const reason = values.reason as HumanExpertReason;
  return {
    projectName: values.projectName.trim(),
    reason,
    ...(reason === 'OTHER' ? { otherReason: values.otherReason.trim() } : {}),
    requestType: 'QUOTE_REQUEST',
    sourceLanguageId: job.sourceLanguage.id,
    targetLanguageIds: values.targetLanguageIds,
    notes: values.notes.trim() || null,
    customFields: [],
    files: job.files
      .filter((file) => file.category === 'SOURCE_DOCUMENT' || file.category === 'TRANSLATED_DOCUMENT')
      .map((file) => ({ fileName: file.fileName, fileKey: file.fileKey, category: file.category })),
  };
}
