// Server-side check of custom field values against a client's definitions (spec 2 §3 types, §5 rules), so a
// caller that skips the browser form cannot store what the form would refuse. Sign-up checks the USER fields;
// the same function serves PROJECT fields. Messages are the spec's, prefixed with the field's name.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customFieldDefinitions, type CustomFieldCategory } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';

type Definition = typeof customFieldDefinitions.$inferSelect;

export interface CustomFieldValueInput {
  fieldName: string;
  value: string;
  mapping?: string | null | undefined;
}

export interface CheckedCustomFieldValue {
  fieldName: string;
  value: string;
  mapping: string | null;
}

export const CUSTOM_FIELD_MESSAGES = {
  required: 'Required',
  invalidFormat: 'Invalid format',
  notAnOption: 'Choose one of the listed options',
  invalidDate: 'Enter a date as MM/DD/YYYY',
  invalidCheckbox: 'Must be true or false',
  personFirstName: 'First name is required.',
  personLastName: 'Last name is required.',
  personEmail: 'A valid email address is required.',
  unknownField: 'Unknown custom field',
} as const;

// The same shape the contract's `format: 'email'` accepts in practice (one @, a dot in the domain, no spaces).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isDate(value: string): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return false;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** A definition's regex; a broken pattern stored by an administrator must not turn every submission into a 500. */
function regexOf(def: Definition): RegExp | null {
  if (!def.validationRegex) return null;
  try {
    return new RegExp(def.validationRegex);
  } catch {
    return null;
  }
}

/**
 * The problem of one value, or null. `value` is what will be stored (the default for a field left out).
 * Spec 2 §5: DATE is MM/DD/YYYY plus the optional regex; PERSON_INFO is JSON of firstName, lastName, email.
 */
export function customFieldProblem(def: Definition, value: string): string | null {
  const empty = value.trim() === '';
  const invalid = def.validationMessage || CUSTOM_FIELD_MESSAGES.invalidFormat;
  const regex = regexOf(def);
  switch (def.type) {
    case 'INPUT_TEXT':
    case 'TEXT_AREA':
    case 'LIST':
      if (empty) return def.required ? CUSTOM_FIELD_MESSAGES.required : null;
      if (def.type === 'LIST' && !def.options?.length && !regex) return null;
      return regex && !regex.test(value) ? invalid : null;
    case 'LISTONLY':
      if (empty) return def.required ? CUSTOM_FIELD_MESSAGES.required : null;
      return (def.options ?? []).includes(value) ? null : CUSTOM_FIELD_MESSAGES.notAnOption;
    case 'SELECT_MANY_LIST': {
      // Spec 2 §3: the chosen values joined by |; a required multi-select needs at least one (spec 1 §5).
      const chosen = value.split('|').filter((v) => v !== '');
      if (chosen.length === 0) return def.required ? CUSTOM_FIELD_MESSAGES.required : null;
      const options = def.options ?? [];
      if (chosen.some((v) => !options.includes(v))) return CUSTOM_FIELD_MESSAGES.notAnOption;
      return new Set(chosen).size === chosen.length ? null : invalid;
    }
    case 'DATE':
      if (empty) return def.required ? CUSTOM_FIELD_MESSAGES.required : null;
      if (!isDate(value)) return CUSTOM_FIELD_MESSAGES.invalidDate;
      return regex && !regex.test(value) ? invalid : null;
    case 'CHECKBOX':
      // A required checkbox is an acknowledgement: it must be ticked.
      if (empty) return def.required ? CUSTOM_FIELD_MESSAGES.required : null;
      if (value !== 'true' && value !== 'false') return CUSTOM_FIELD_MESSAGES.invalidCheckbox;
      return def.required && value !== 'true' ? CUSTOM_FIELD_MESSAGES.required : null;
    case 'PERSON_INFO': {
      if (empty) return def.required ? CUSTOM_FIELD_MESSAGES.required : null;
      let person: unknown;
      try {
        person = JSON.parse(value);
      } catch {
        return invalid;
      }
      if (!person || typeof person !== 'object' || Array.isArray(person)) return invalid;
      const p = person as Record<string, unknown>;
      const text = (k: string) => (typeof p[k] === 'string' ? (p[k] as string).trim() : '');
      if (!text('firstName')) return CUSTOM_FIELD_MESSAGES.personFirstName;
      if (!text('lastName')) return CUSTOM_FIELD_MESSAGES.personLastName;
      if (!EMAIL.test(text('email'))) return CUSTOM_FIELD_MESSAGES.personEmail;
      return regex && !regex.test(value) ? invalid : null;
    }
    default:
      return 'Unknown custom field type';
  }
}

/**
 * Checks the submitted values against the client's definitions of one category and returns what to store: every
 * visible, enabled field with its value (the default when left out). Hidden fields (spec 2 §5: the visible flag,
 * or the first visibleIf condition) are neither required nor stored; disabled fields keep their default.
 * Throws 400 naming the first bad field.
 */
export async function checkCustomFieldValues(
  db: Db,
  clientId: number,
  category: CustomFieldCategory,
  values: CustomFieldValueInput[] | undefined,
): Promise<CheckedCustomFieldValue[]> {
  const defs = await db
    .select()
    .from(customFieldDefinitions)
    .where(and(eq(customFieldDefinitions.clientId, clientId), eq(customFieldDefinitions.category, category)))
    .orderBy(asc(customFieldDefinitions.position), asc(customFieldDefinitions.name));
  const given = new Map<string, string>();
  for (const v of values ?? []) {
    if (given.has(v.fieldName)) throw badRequest(`${v.fieldName}: given more than once`, 'INVALID_CUSTOM_FIELD');
    given.set(v.fieldName, v.value);
  }
  const byName = new Map(defs.map((d) => [d.name, d]));
  for (const name of given.keys()) {
    if (!byName.has(name)) throw badRequest(`${name}: ${CUSTOM_FIELD_MESSAGES.unknownField}`, 'INVALID_CUSTOM_FIELD');
  }
  const valueOf = (d: Definition) => (d.disabled ? (d.defaultValue ?? '') : (given.get(d.name) ?? d.defaultValue ?? ''));
  const isVisible = (d: Definition): boolean => {
    if (d.visible) return true;
    const cond = d.visibleIf?.[0];
    if (!cond) return false;
    const other = byName.get(cond.fieldName);
    return !!other && valueOf(other) === cond.value;
  };
  const out: CheckedCustomFieldValue[] = [];
  for (const d of defs) {
    if (!isVisible(d)) continue;
    const value = valueOf(d);
    const problem = d.disabled ? null : customFieldProblem(d, value);
    if (problem) throw badRequest(`${d.name}: ${problem}`, 'INVALID_CUSTOM_FIELD');
    if (value !== '') out.push({ fieldName: d.name, value, mapping: d.mapping });
  }
  return out;
}
