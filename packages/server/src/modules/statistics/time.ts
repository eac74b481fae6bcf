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

/**
 * ISO 8601 with the provider's offset, "2026-11-24T17:00:00-05:00": its first 10 characters are the provider's
 * date (spec 1 §2 shows the deadline so) and the browser formats the wall-clock time without knowing the zone.
 */
export function isoInZone(date: Date | null, timeZone: string): string | null {
  if (!date) return null;
  const p = partsIn(date, timeZone);
  const off = offsetMinutes(date, timeZone);
  const sign = off < 0 ? '-' : '+';
  return `${p.y}-${pad(p.m)}-${pad(p.d)}T${pad(p.h)}:${pad(p.min)}:${pad(p.s)}${sign}${pad(Math.trunc(off / 60))}:${pad(off % 60)}`;
}
