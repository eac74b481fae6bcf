// Browser error reports (POST /uiLogs, spec 1 §7): the routes only.
export { uiLogsModule } from './routes.ts';
