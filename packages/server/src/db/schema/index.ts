// Every table of the domain, one file per area. drizzle-kit reads this file to generate migrations.
export * from './identity.ts';
export * from './clients.ts';
export * from './reference.ts';
export * from './language-groups.ts';
export * from './job-requests.ts';
export * from './reports.ts';
export * from './dashboards.ts';
export * from './activity.ts';
export * from './files.ts';
export * from './mail.ts';
export * from './procurement.ts';
export * from './rate-limits.ts';
export * from './media.ts';
export * from './api-keys.ts';
export * from './webhooks.ts';
export * from './glossaries.ts';
export * from './translation-memory.ts';
