// The database's type, apart from client.ts that opens it: the statements client.ts installs at start (change
// triggers, trigram search) take a Db without importing the module that calls them.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
