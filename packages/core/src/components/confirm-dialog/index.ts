export { ConfirmDialog } from './confirm-dialog.tsx';
export type { ConfirmDialogProps } from './confirm-dialog.tsx';
export { useDialogSubmit } from './use-dialog-submit.ts';
