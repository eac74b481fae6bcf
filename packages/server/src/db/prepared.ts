// The hottest reads (a signed-in page's account, a job list page, one job request) as prepared statements,
// built once per database handle (decision 086). Drizzle otherwise rebuilds the same SQL text from its query
// builder on every call (a sixth of a light read's time under load), and PostgreSQL parses and plans it
// again; a named statement is parsed once per connection and its plan reused.
import type { Db } from './client.ts';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * The statement `name` of this handle, built by `build` the first time. `name` is also the statement's name on
 * the PostgreSQL connections, so one name must always mean one SQL text.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = build(db, name)));
  return statement;
}
