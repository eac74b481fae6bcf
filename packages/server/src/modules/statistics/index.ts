// Staff dashboard statistics (spec 1 §2, §3, §7) and the intake that turns client requests into provider records.
export { statisticsModule } from './routes.ts';
export { recordProviderIntake } from './intake.ts';
export * from './service.ts';
