// Human escalation (spec 3 §3, §4.9, §9): the browser sends the reason and the user's own notes; only the server
// writes the notes the human provider reads — one fixed source line, the reason line, then the user's notes —
// and recategorises the files. Decision 016 records why the server, not each browser, writes them.
import type { HumanExpertReason } from '../enums.ts';

// Spec 3 §9 "Human escalation reasons: 'Clean up formatting', 'Need human translation', 'Other'". The drawer's
// radio labels are these texts too.
export const HUMAN_EXPERT_REASON_LABELS: Readonly<Record<HumanExpertReason, string>> = {
  CLEAN_UP_FORMATTING: 'Clean up formatting',
  NEED_HUMAN_TRANSLATION: 'Need human translation',
  OTHER: 'Other',
};

export interface EscalationNotesInput {
  requestName: string;
  requestId: string;
  reason: HumanExpertReason;
  otherReason?: string | null | undefined;
  notes?: string | null | undefined;
}

/**
 * The notes' first line, the same for every escalation: the provider's staff (and their filters) recognise an
 * escalation by it, so nothing that varies per request belongs in it (spec 3 §9).
 */
export const ESCALATION_SOURCE_LINE = 'Submitted from machine translation.';

/**
 * Spec 3 §9 "The notes field is prefixed with a fixed source line and the reason": the fixed line, the reason
 * line, then what varies — the machine-translation request's name and id, and the user's own notes.
 */
export function escalationNotes(input: EscalationNotesInput): string {
  const label = HUMAN_EXPERT_REASON_LABELS[input.reason];
  const other = input.reason === 'OTHER' ? input.otherReason?.trim() : '';
  return [
    ESCALATION_SOURCE_LINE,
    `Reason: ${other ? `${label}: ${other}` : label}`,
    `Machine translation request: "${input.requestName}" (${input.requestId})`,
    input.notes?.trim() ?? '',
  ]
    .filter(Boolean)
    .join('\n');
}
