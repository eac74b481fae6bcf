// Custom reports (spec 3 §3, §7): the routes only.
export { reportsModule } from './routes.ts';
