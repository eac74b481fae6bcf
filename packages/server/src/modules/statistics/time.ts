// Wall-clock arithmetic in the provider's time zone (config.providerTimeZone): "today" and "past due" on the
// staff dashboards are the provider's, whatever the server's or the viewer's zone.

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(date: Date, timeZone: string): { y: number; m: number; d: number; h: number; min: number; s: number } {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(date).map((x) => [x.type, x.value]));
  return { y: Number(p.year), m: Number(p.month), d: Number(p.day), h: Number(p.hour), min: Number(p.minute), s: Number(p.second) };
}

/** Minutes the zone is ahead of UTC at that instant (New York in winter: -300). */
export function offsetMinutes(date: Date, timeZone: string): number {
  const p = partsIn(date, timeZone);
  const asUtc = Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** The instant the provider's day containing `now` ends (its next local midnight). */
export function endOfLocalDay(now: Date, timeZone: string): Date {
  const p = partsIn(now, timeZone);
  const midnightAsUtc = Date.UTC(p.y, p.m - 1, p.d + 1);
  // The offset at the guessed instant, so a day that starts or ends a daylight-saving period is right.
  const guess = new Date(midnightAsUtc - offsetMinutes(now, timeZone) * 60_000);
  return new Date(midnightAsUtc - offsetMinutes(guess, timeZone) * 60_000);
}

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');

const DAY_MS = 86_400_000;
const dayOffsets = new Map<string, number | null>();

/**
 * The zone's offset at an instant, cheaply: a UTC day whose start and end have the same offset has it
 * throughout (zones change offset at most once a day), so one pair of Intl look-ups serves every date of that
 * day; a day with a change asks Intl for the instant itself. Detail tables format hundreds of dates.
 */
function fastOffsetMinutes(date: Date, timeZone: string): number {
  const day = Math.floor(date.getTime() / DAY_MS);
  const key = `${timeZone}|${day}`;
  let same = dayOffsets.get(key);
  if (same === undefined) {
    const start = offsetMinutes(new Date(day * DAY_MS), timeZone);
    same = start === offsetMinutes(new Date((day + 1) * DAY_MS), timeZone) ? start : null;
    if (dayOffsets.size > 50_000) dayOffsets.clear();
    dayOffsets.set(key, same);
  }
  return same ?? offsetMinutes(date, timeZone);
}

/**
 * ISO 8601 with the provider's offset, "2026-11-24T17:00:00-05:00": its first 10 characters are the provider's
 * date (spec 1 §2 shows the deadline so) and the browser formats the wall-clock time without knowing the zone.
 */
export function isoInZone(date: Date | null, timeZone: string): string | null {
  if (!date) return null;
  const off = fastOffsetMinutes(date, timeZone);
  // The wall-clock time is the UTC fields of the instant shifted by the offset.
  const w = new Date(Math.floor(date.getTime() / 1000) * 1000 + off * 60_000);
  const sign = off < 0 ? '-' : '+';
  return `${w.getUTCFullYear()}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}T${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}:${pad(w.getUTCSeconds())}${sign}${pad(Math.trunc(off / 60))}:${pad(Math.abs(off) % 60)}`;
}
