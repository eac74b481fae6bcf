// Decision 182: the audit trail is append-only for the API's own connection (PGlite and PostgreSQL): UPDATE,
// DELETE and TRUNCATE are refused by the table's trigger; only the purge's DELETE of rows older than the cut-off it
// sets for its own transaction gets through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditEvents } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let id: string;

beforeAll(async () => {
  t = await buildTestApp();
  const [row] = await t.ctx.db
    .insert(auditEvents)
    .values({ clientId: 1, actor: 'someone', event: 'sign-in.success', channel: 'portal', at: new Date('2020-01-01T00:00:00Z') })
    .returning({ id: auditEvents.id });
  id = row!.id;
});
afterAll(async () => t?.close());

const refusal = async (run: () => Promise<unknown>) => {
  const error = await run().then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  return String(error?.cause?.message ?? error?.message);
};

describe('the audit trail is append-only', () => {
  it('refuses an UPDATE by the API connection', async () => {
    expect(await refusal(() => t.ctx.db.update(auditEvents).set({ actor: 'someone else' }).where(eq(auditEvents.id, id)))).toMatch(/append-only/);
    const [row] = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.id, id));
    expect(row!.actor).toBe('someone');
  });

  it('refuses a DELETE and a TRUNCATE', async () => {
    expect(await refusal(() => t.ctx.db.delete(auditEvents).where(eq(auditEvents.id, id)))).toMatch(/append-only/);
    expect(await refusal(() => t.ctx.db.execute(sql`truncate audit_events`))).toMatch(/append-only/);
    expect(await t.ctx.db.$count(auditEvents, eq(auditEvents.id, id))).toBe(1);
  });

  it('lets the purge delete only rows older than the cut-off it set for its transaction', async () => {
    const tooEarly = refusal(() =>
      t.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('lingua.audit_purge_before', '2019-06-01T00:00:00Z', true)`);
        await tx.delete(auditEvents).where(eq(auditEvents.id, id));
      }),
    );
    expect(await tooEarly).toMatch(/append-only/);
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('lingua.audit_purge_before', '2021-01-01T00:00:00Z', true)`);
      await tx.delete(auditEvents).where(eq(auditEvents.id, id));
    });
    expect(await t.ctx.db.$count(auditEvents, eq(auditEvents.id, id))).toBe(0);
    // The setting was the transaction's own: the next DELETE is refused again.
    const [again] = await t.ctx.db.insert(auditEvents).values({ clientId: 1, event: 'x', channel: 'portal', at: new Date('2020-01-01T00:00:00Z') }).returning({ id: auditEvents.id });
    expect(await refusal(() => t.ctx.db.delete(auditEvents).where(eq(auditEvents.id, again!.id)))).toMatch(/append-only/);
  });
});
