// Staff dashboard statistics (spec 1 §2, §3, §7) and the intake that turns client requests into provider records.
// The module's surface is its routes and the intake the job-request core calls; the queries stay inside.
export { statisticsModule } from './routes.ts';
export { recordProviderIntake } from './intake.ts';
