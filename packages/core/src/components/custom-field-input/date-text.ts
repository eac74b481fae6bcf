// What a user types into a DATE custom field, read strictly: the field's own MM/DD/YYYY (one-digit month and day
// too) or an ISO date. A day that does not exist is unreadable, never rolled over into another day (13/45/2026
// is not 02/14/2027).
import { isCustomFieldDate } from '@lingua/contract';

const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

const pad = (n: string) => n.padStart(2, '0');

/** The date as the field sends it (MM/DD/YYYY), or null when the text is no existing day. */
export function readDateText(text: string): string | null {
  const value = text.trim();
  const slashed = SLASHED.exec(value);
  const iso = slashed ? null : ISO.exec(value);
  const date = slashed ? `${pad(slashed[1]!)}/${pad(slashed[2]!)}/${slashed[3]}` : iso ? `${pad(iso[2]!)}/${pad(iso[3]!)}/${iso[1]}` : null;
  return date && isCustomFieldDate(date) ? date : null;
}

/** MM/DD/YYYY as the picker's ISO date, or null. */
export function isoOfDateText(value: string): string | null {
  const date = readDateText(value);
  return date ? `${date.slice(6)}-${date.slice(0, 2)}-${date.slice(3, 5)}` : null;
}

/** The picker's ISO date as MM/DD/YYYY ('' for none). */
export function dateTextOfIso(value: string | null): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}
