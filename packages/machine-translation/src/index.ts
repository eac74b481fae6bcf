// Public exports of @lingua/machine-translation (explicit, no export *).
export { MachineTranslationPage } from './page/machine-translation-page.tsx';
export type { MachineTranslationPageProps, MediaTabProps } from './page/machine-translation-page.tsx';
export { MachineTranslationGuard } from './page/machine-translation-guard.tsx';
export { visibleTabs, activeTab, machineTranslationPath } from './page/tabs.ts';
export { TextTranslation } from './text-translation/text-translation.tsx';
export type { TextTranslationProps } from './text-translation/text-translation.tsx';
export { FileTranslation, FILE_REQUEST_LIST_ID } from './file-translation/file-translation.tsx';
export type { FileTranslationProps } from './file-translation/file-translation.tsx';
export { FileTranslationForm } from './file-translation/file-translation-form.tsx';
export type { FileTranslationFormProps } from './file-translation/file-translation-form.tsx';
export { FileRequestDetails, canEscalate } from './file-translation/file-request-details.tsx';
export type { FileRequestDetailsProps } from './file-translation/file-request-details.tsx';
export { HumanEscalationDrawer } from './human-escalation/human-escalation-drawer.tsx';
export type { HumanEscalationDrawerProps } from './human-escalation/human-escalation-drawer.tsx';
export { machineTranslationTextsEn, registerMachineTranslationTexts } from './texts.ts';
export { useMachineTranslationSettings } from './api/get-settings.ts';
