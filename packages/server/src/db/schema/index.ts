// Every table of the domain, one file per area. drizzle-kit reads this file to generate migrations.
export {};
export * from './identity.ts';
