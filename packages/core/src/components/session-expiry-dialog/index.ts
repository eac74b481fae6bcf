export { SessionExpiryDialog } from './session-expiry-dialog.tsx';
export type { SessionExpiryDialogProps } from './session-expiry-dialog.tsx';
