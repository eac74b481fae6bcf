export { SolutionWizard } from './solution-wizard.tsx';
export { recommend, needsPurpose, recommendationPath } from './recommend.ts';
export type { WizardNeed, WizardPurpose, WizardRecommendation } from './recommend.ts';
