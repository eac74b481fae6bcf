// The solution wizard's rules: what the visitor needs (and, for documents and texts, what for) → one service.

/** Answer to "What do you need?". */
export type WizardNeed = 'documents' | 'text' | 'website' | 'system' | 'conversation' | 'media';
/** Answer to "What is it for?". */
export type WizardPurpose = 'publish' | 'internal' | 'urgent';
/** A recommended service: catalogue key under `portal.content.wizard.recommendations` and its route. */
export type WizardRecommendation =
  | 'createProject'
  | 'machineTranslation'
  | 'quickTranslation'
  | 'websiteProxy'
  | 'connector'
  | 'languageLineConnect'
  | 'anythingInBetween';

/** Needs answered by one service whatever the purpose; the wizard skips the second question for them. */
const DIRECT: Partial<Record<WizardNeed, WizardRecommendation>> = {
  website: 'websiteProxy',
  system: 'connector',
  conversation: 'languageLineConnect',
  media: 'anythingInBetween',
};

/** Whether the wizard asks "What is it for?" after this need. */
export function needsPurpose(need: WizardNeed): boolean {
  return DIRECT[need] === undefined;
}

/** The service to recommend. Published content always goes to people; internal understanding to MT. */
export function recommend(need: WizardNeed, purpose: WizardPurpose | null): WizardRecommendation {
  const direct = DIRECT[need];
  if (direct) return direct;
  if (purpose === 'internal') return 'machineTranslation';
  if (purpose === 'urgent') return 'quickTranslation';
  return need === 'text' ? 'quickTranslation' : 'createProject';
}

export function recommendationPath(r: WizardRecommendation): string {
  return `/${r}`;
}
