// The identity account calls (MFA, password, TOTP) under /v1/identity, served from identity's account rules.
export { identityAccountRoutes } from './routes.ts';
