// Time codes the subtitle formats use, from seconds.

const pad = (n: number, width = 2) => String(Math.floor(n)).padStart(width, '0');

/** `HH:MM:SS.mmm` (TTML family, TXT, JSON readers). */
export function clock(seconds: number, fractionSeparator = '.'): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}${fractionSeparator}${pad(ms % 1000, 3)}`;
}

/** Hours, minutes, seconds and frames at a frame rate (SCC, STL, PAC, XIF). */
export function frames(seconds: number, fps: number): { h: number; m: number; s: number; f: number } {
  const total = Math.max(0, Math.round(seconds * fps));
  const perHour = 3600 * fps;
  return {
    h: Math.floor(total / perHour),
    m: Math.floor(total / (60 * fps)) % 60,
    s: Math.floor(total / fps) % 60,
    f: total % fps,
  };
}

export function smpte(seconds: number, fps: number, frameSeparator = ':'): string {
  const t = frames(seconds, fps);
  return `${pad(t.h)}:${pad(t.m)}:${pad(t.s)}${frameSeparator}${pad(t.f)}`;
}

/** Splits a segment's text into lines of at most `width` characters at word boundaries. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.map((l) => (l.length > width ? l.slice(0, width) : l));
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Letters without their accents, for formats whose character sets lack them. */
export function stripDiacritics(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
