// Ids of integer rows (clients, people) travel through the API as strings of the integer. One parser for all of
// them, so every call refuses the same things: signs, leading zeros, zero, fractions and numbers a PostgreSQL
// integer column cannot hold (a lookup with one would fail in the database instead of naming no row).

/** The largest value of a PostgreSQL integer column. */
export const MAX_INTEGER_ID = 2_147_483_647;

/** The id a string names, or null when it names none. */
export function parseIntegerId(value: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= MAX_INTEGER_ID ? n : null;
}
