// Custom fields once (spec 2 §3, §5; decision 022): both forms and both server checkers call these, so a value one
// side accepts the other accepts too.
import { CUSTOM_FIELD_INPUT_TYPES } from '../enums.ts';
import type { CustomFieldInputType } from '../enums.ts';
import { CUSTOM_FIELD_VALUE_MAX_LENGTH } from '../limits.ts';
import { containsHtmlTag } from '../text-checks.ts';
import { CUSTOM_FIELD_MESSAGES } from './custom-field-messages.ts';
import type { CustomFieldProblemCode } from './custom-field-messages.ts';
import { isEmailAddress } from './email.ts';

/** What the rules read of a definition: the contract's CustomFieldDefinition and a stored row both fit. */
export interface CustomFieldRule {
  name: string;
  type: string;
  required?: boolean | null | undefined;
  validationRegex?: string | null | undefined;
  validationMessage?: string | null | undefined;
  options?: readonly string[] | null | undefined;
  defaultValue?: string | null | undefined;
  visible?: boolean | null | undefined;
  visibleIf?: ReadonlyArray<{ fieldName: string; value: string }> | null | undefined;
  disabled?: boolean | null | undefined;
  mapping?: string | null | undefined;
}

export interface PersonInfo {
  firstName: string;
  lastName: string;
  email: string;
}

export type CustomFieldFormValue = string | string[] | boolean | PersonInfo;

/** One problem; `part` names the PERSON_INFO part it belongs to; `customMessage` is the definition's own text. */
export interface CustomFieldProblem {
  code: CustomFieldProblemCode;
  part?: keyof PersonInfo;
  customMessage?: string;
}

/** The text of a problem: the definition's validationMessage where it applies, else `text(code)`. */
export function customFieldProblemMessage(
  problem: CustomFieldProblem,
  text: (code: CustomFieldProblemCode) => string = (code) => CUSTOM_FIELD_MESSAGES[code],
): string {
  return problem.customMessage ?? text(problem.code);
}

export function isKnownCustomFieldType(type: string): type is CustomFieldInputType {
  return (CUSTOM_FIELD_INPUT_TYPES as readonly string[]).includes(type);
}

const EMPTY_PERSON: PersonInfo = { firstName: '', lastName: '', email: '' };

function parsePerson(text: string): PersonInfo | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const p = parsed as Record<string, unknown>;
    const part = (k: keyof PersonInfo) => (typeof p[k] === 'string' ? (p[k] as string) : '');
    return { firstName: part('firstName'), lastName: part('lastName'), email: part('email') };
  } catch {
    return null;
  }
}

export function customFieldFormValue(def: CustomFieldRule, text: string | null | undefined): CustomFieldFormValue {
  const raw = text ?? '';
  switch (def.type) {
    case 'SELECT_MANY_LIST':
      return raw.split('|').filter((v) => v !== '');
    case 'CHECKBOX':
      return raw.trim().toLowerCase() === 'true';
    case 'PERSON_INFO':
      return parsePerson(raw) ?? { ...EMPTY_PERSON };
    default:
      return raw;
  }
}

/** Spec 2 §3: the text a value is sent and stored as (multi-select joined by |, a person as JSON). */
export function customFieldText(def: CustomFieldRule, value: CustomFieldFormValue | undefined): string {
  if (value === undefined) return '';
  switch (def.type) {
    case 'SELECT_MANY_LIST':
      return Array.isArray(value) ? value.join('|') : String(value);
    case 'CHECKBOX':
      return String(value === true || value === 'true');
    case 'PERSON_INFO': {
      if (typeof value === 'string') return value;
      const p = value as PersonInfo;
      if (!p.firstName.trim() && !p.lastName.trim() && !p.email.trim()) return '';
      return JSON.stringify({ firstName: p.firstName.trim(), lastName: p.lastName.trim(), email: p.email.trim() });
    }
    default:
      return typeof value === 'string' ? value : Array.isArray(value) ? value.join('|') : String(value);
  }
}

/** Spec 2 §5 "Visibility"; a definition without flag or condition shows, as a stored one's default says. */
export function isCustomFieldVisible(def: CustomFieldRule, valueOf: (fieldName: string) => string | undefined): boolean {
  if (def.visible === true) return true;
  const condition = def.visibleIf?.[0];
  if (condition) return valueOf(condition.fieldName) === condition.value;
  return def.visible !== false;
}

/** A definition's regex; a broken pattern in a client's configuration must not block every submission. */
function regexOf(def: CustomFieldRule): RegExp | null {
  if (!def.validationRegex) return null;
  try {
    return new RegExp(def.validationRegex, 'u');
  } catch {
    try {
      return new RegExp(def.validationRegex);
    } catch {
      return null;
    }
  }
}

const DATE = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(\d{4})$/;

/** Spec 2 §3 "DATE (MM/DD/YYYY)": the pattern, and a day that exists (no 02/30). */
export function isCustomFieldDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Spec 2 §5's checks of one visible value as sent (`customFieldText`); free text carries no HTML (spec 1 §5). */
export function customFieldProblems(def: CustomFieldRule, text: string): CustomFieldProblem[] {
  if (!isKnownCustomFieldType(def.type)) return [{ code: 'unknownType' }];
  if (text.length > CUSTOM_FIELD_VALUE_MAX_LENGTH) return [{ code: 'tooLong' }];
  const value = text.trim();
  const required = def.required === true;
  const regex = regexOf(def);
  const regexProblem = (subject: string, part?: keyof PersonInfo): CustomFieldProblem[] =>
    regex && !regex.test(subject)
      ? [{ code: 'invalidFormat', ...(part ? { part } : {}), ...(def.validationMessage ? { customMessage: def.validationMessage } : {}) }]
      : [];
  switch (def.type) {
    case 'CHECKBOX':
      if (value === '') return required ? [{ code: 'required' }] : [];
      if (value !== 'true' && value !== 'false') return [{ code: 'invalidCheckbox' }];
      return required && value !== 'true' ? [{ code: 'required' }] : [];
    case 'SELECT_MANY_LIST': {
      const chosen = text.split('|').filter((v) => v !== '');
      if (chosen.length === 0) return required ? [{ code: 'required' }] : [];
      const options = def.options ?? [];
      if (chosen.some((v) => !options.includes(v)) || new Set(chosen).size !== chosen.length) return [{ code: 'notAnOption' }];
      return [];
    }
    case 'PERSON_INFO': {
      // A required person left empty gets each part's own message (spec 2 §5), like a half-filled one.
      if (value === '' && !required) return [];
      const person = value === '' ? EMPTY_PERSON : parsePerson(value);
      if (!person) return [{ code: 'invalidFormat' }];
      const problems: CustomFieldProblem[] = [];
      if (!person.firstName.trim()) problems.push({ code: 'personFirstName', part: 'firstName' });
      else if (containsHtmlTag(person.firstName)) problems.push({ code: 'htmlNotAllowed', part: 'firstName' });
      if (!person.lastName.trim()) problems.push({ code: 'personLastName', part: 'lastName' });
      else if (containsHtmlTag(person.lastName)) problems.push({ code: 'htmlNotAllowed', part: 'lastName' });
      const email = person.email.trim();
      if (!isEmailAddress(email)) problems.push({ code: 'personEmail', part: 'email' });
      else problems.push(...regexProblem(email, 'email'));
      return problems;
    }
    case 'LISTONLY':
      if (value === '') return required ? [{ code: 'required' }] : [];
      return (def.options ?? []).includes(value) ? [] : [{ code: 'notAnOption' }];
    case 'DATE':
      if (value === '') return required ? [{ code: 'required' }] : [];
      if (!isCustomFieldDate(value)) return [{ code: 'invalidDate' }];
      return regexProblem(value);
    default:
      // INPUT_TEXT, TEXT_AREA and LIST (its options are suggestions: free text is allowed).
      if (value === '') return required ? [{ code: 'required' }] : [];
      if (containsHtmlTag(value)) return [{ code: 'htmlNotAllowed' }];
      return regexProblem(value);
  }
}

export interface SubmittedCustomFieldValue {
  fieldName: string;
  value: string;
  mapping?: string | null | undefined;
}

export type CustomFieldCheck =
  | { ok: true; values: Array<{ fieldName: string; value: string; mapping: string | null }> }
  | { ok: false; fieldName: string; problem: CustomFieldProblem | { code: 'unknownField' } | { code: 'givenTwice' } };

/** The server's check of one category's values: defined names once, disabled keep their default, hidden are
 * neither checked nor stored. Returns the non-empty values to store, in definition order. */
export function checkCustomFieldValues(defs: readonly CustomFieldRule[], given: readonly SubmittedCustomFieldValue[] | null | undefined): CustomFieldCheck {
  const byName = new Map(defs.map((d) => [d.name, d]));
  const values = new Map<string, string>();
  for (const v of given ?? []) {
    if (!byName.has(v.fieldName)) return { ok: false, fieldName: v.fieldName, problem: { code: 'unknownField' } };
    if (values.has(v.fieldName)) return { ok: false, fieldName: v.fieldName, problem: { code: 'givenTwice' } };
    values.set(v.fieldName, v.value);
  }
  const valueOf = (name: string): string | undefined => {
    const d = byName.get(name);
    if (!d) return undefined;
    return d.disabled ? (d.defaultValue ?? '') : (values.get(name) ?? d.defaultValue ?? '');
  };
  const out: Array<{ fieldName: string; value: string; mapping: string | null }> = [];
  for (const d of defs) {
    if (!isCustomFieldVisible(d, valueOf)) continue;
    const value = valueOf(d.name) ?? '';
    if (!d.disabled) {
      const [problem] = customFieldProblems(d, value);
      if (problem) return { ok: false, fieldName: d.name, problem };
    }
    if (value.trim() !== '') out.push({ fieldName: d.name, value, mapping: d.mapping ?? null });
  }
  return { ok: true, values: out };
}

/** Extra texts of the server check (the browser never sends an unknown or repeated name). */
export const CUSTOM_FIELD_CHECK_MESSAGES = {
  unknownField: 'Unknown custom field',
  givenTwice: 'given more than once',
} as const;

export function customFieldCheckMessage(problem: Extract<CustomFieldCheck, { ok: false }>['problem']): string {
  return problem.code === 'unknownField' || problem.code === 'givenTwice' ? CUSTOM_FIELD_CHECK_MESSAGES[problem.code] : customFieldProblemMessage(problem);
}

export function customFieldPayload(
  defs: readonly CustomFieldRule[],
  valueAt: (index: number) => CustomFieldFormValue | undefined,
): Array<{ fieldName: string; value: string; mapping: string | null }> {
  const texts = defs.map((d, i) => customFieldText(d, valueAt(i)));
  const valueOf = customFieldLookup(defs, texts);
  return defs.flatMap((d, i) =>
    isKnownCustomFieldType(d.type) && isCustomFieldVisible(d, valueOf) && texts[i] !== ''
      ? [{ fieldName: d.name, value: texts[i]!, mapping: d.mapping ?? null }]
      : [],
  );
}

export function customFieldLookup(defs: readonly CustomFieldRule[], texts: readonly string[]): (fieldName: string) => string | undefined {
  return (fieldName) => {
    const i = defs.findIndex((d) => d.name === fieldName);
    return i >= 0 ? texts[i] : undefined;
  };
}
