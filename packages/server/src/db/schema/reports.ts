// Custom reports (spec 3 §3): a definition with columns and filters, and the rows of each client.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clientConfigs } from './clients.ts';
import type { ReportColumn, ReportType } from '@lingua/contract';

export type { ReportColumn, ReportType };

export interface ReportFilter {
  name: string;
  /** Key into a row's data the filter applies to. */
  mapping: string;
  type: 'DATE' | 'TEXT' | 'SELECT';
  options?: string[];
  defaultValue?: string | null;
}

export const reports = pgTable('reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  type: text('type').$type<ReportType>().notNull(),
  columns: jsonb('columns').$type<ReportColumn[]>().notNull(),
  filters: jsonb('filters').$type<ReportFilter[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
});

export const reportRows = pgTable(
  'report_rows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /** A client sees only its own rows. */
    clientId: integer('client_id')
      .notNull()
      .references(() => clientConfigs.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_rows_report_client_idx').on(t.reportId, t.clientId, t.createdAt.desc())],
);
