// Server-side check of custom field values against a client's definitions, so a caller that skips the browser
// form cannot store what the form would refuse. The rules are the contract's (`checkCustomFieldValues`), the
// same the sign-up and create-project forms run; this loads the definitions of one category and turns the first
// problem into a 400 naming the field. Sign-up checks the USER fields; quote and project requests the PROJECT ones.
import { and, asc, eq } from 'drizzle-orm';
import { checkCustomFieldValues, customFieldCheckMessage, type SubmittedCustomFieldValue } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { customFieldDefinitions, type CustomFieldCategory } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';

export type CustomFieldDefinitionRow = typeof customFieldDefinitions.$inferSelect;

export interface CheckedCustomFieldValue {
  fieldName: string;
  value: string;
  mapping: string | null;
}

/** A client's definitions of one category, in the order the forms show them. */
export async function loadCustomFieldDefinitions(db: Db, clientId: number, category: CustomFieldCategory): Promise<CustomFieldDefinitionRow[]> {
  return db
    .select()
    .from(customFieldDefinitions)
    .where(and(eq(customFieldDefinitions.clientId, clientId), eq(customFieldDefinitions.category, category)))
    .orderBy(asc(customFieldDefinitions.position), asc(customFieldDefinitions.name));
}

/**
 * Checks the submitted values against the definitions and returns what to store: every visible field with a
 * value (a disabled one keeps its default). Throws 400 INVALID_CUSTOM_FIELD naming the first bad field.
 */
export function assertCustomFieldValues(defs: readonly CustomFieldDefinitionRow[], values: readonly SubmittedCustomFieldValue[] | null | undefined): CheckedCustomFieldValue[] {
  const result = checkCustomFieldValues(defs, values);
  if (result.ok) return result.values;
  throw badRequest(`${result.fieldName}: ${customFieldCheckMessage(result.problem)}`, 'INVALID_CUSTOM_FIELD');
}

/** Loads the client's definitions of `category` and checks `values` against them. */
export async function checkCustomFieldValuesOf(
  db: Db,
  clientId: number,
  category: CustomFieldCategory,
  values: readonly SubmittedCustomFieldValue[] | null | undefined,
): Promise<CheckedCustomFieldValue[]> {
  return assertCustomFieldValues(await loadCustomFieldDefinitions(db, clientId, category), values);
}
