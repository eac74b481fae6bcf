// Custom reports (spec 3 §3): the definitions (name, columns, filters) are stored; the rows are not. Each
// definition names the query that computes its rows from the organisation's own records (modules/reports).
import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ReportColumn, ReportType } from '@lingua/contract';

export type { ReportColumn, ReportType };

/** The row queries of modules/reports/sources.ts. */
export type ReportSource = 'projects' | 'quotes' | 'tasks' | 'clientContacts' | 'quality';

export interface ReportFilter {
  name: string;
  /** Key of the filters JSON the rows call takes; the source defines what it filters. */
  mapping: string;
  type: 'DATE' | 'TEXT' | 'SELECT';
  options?: string[];
  defaultValue?: string | null;
  range?: 'FROM' | 'TO';
}

export const reports = pgTable('reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  type: text('type').$type<ReportType>().notNull(),
  source: text('source').$type<ReportSource>().notNull(),
  columns: jsonb('columns').$type<ReportColumn[]>().notNull(),
  filters: jsonb('filters').$type<ReportFilter[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
});
