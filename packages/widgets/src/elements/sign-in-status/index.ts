export { SignInStatus } from './sign-in-status.tsx';
export type { SignInStatusProps } from './sign-in-status.tsx';
