// Language groups (spec 1 §2, §3, §5, §6): the routes only.
export { languageGroupsModule } from './routes.ts';
