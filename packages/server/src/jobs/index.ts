// Durable background jobs: see jobs.ts for the API and docs/decisions/013-jobs.md for the choice of pg-boss.
export {
  createJobs,
  type Jobs,
  type JobHandler,
  type JobContext,
  type SendOptions,
  type WorkOptions,
  type JobsOptions,
  type Recovery,
  type RecoveryResult,
  RECOVER_JOB,
} from './jobs.ts';
export { jobsPlugin } from './jobs-plugin.ts';
