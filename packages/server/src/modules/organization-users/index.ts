// Organisation users (spec 1 §2, §3, §4, §6): the routes only.
export { organizationUsersModule } from './routes.ts';
