// Client configurations (spec 2 §3, §7): the routes, and the views other modules show (the user-account
// module answers with the caller's own organisation in the member view).
export { clientConfigsModule } from './routes.ts';
export { memberView, memberViewColumns, publicView, type ClientConfigView } from './service.ts';
