export { ImpersonateDialog } from './impersonate-dialog.tsx';
export type { ImpersonateDialogProps } from './impersonate-dialog.tsx';
