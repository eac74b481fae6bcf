export { ErrorAlert } from './error-alert.tsx';
export type { ErrorAlertProps } from './error-alert.tsx';
