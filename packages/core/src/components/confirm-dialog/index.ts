export { ConfirmDialog } from './confirm-dialog.tsx';
export type { ConfirmDialogProps } from './confirm-dialog.tsx';
