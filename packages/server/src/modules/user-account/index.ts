// The caller's own account (GET /userAccount, spec 1 §7): the routes only.
export { userAccountModule } from './routes.ts';
