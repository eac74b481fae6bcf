// The new text of a reply by mail (decision 185): what the person wrote above the quoted history and their
// signature. Cut at the first of: a Gmail or Apple Mail "On … wrote:" line (which Gmail may wrap), Outlook's
// "-----Original Message-----" or its "From: … / Sent: …" header block, a "-- " signature line, a phone's "Sent
// from my …"; lines quoted with ">" are dropped. A forwarded mail keeps the note above it; forwarded with no note,
// its body (below its header lines) is taken. HTML-only mail is read as text first, its quoted blocks removed.
const ON_WROTE = /^On\s.+wrote:\s*$/i;
const ORIGINAL = /^-{2,}\s*Original Message\s*-{2,}\s*$/i;
const OUTLOOK_RULE = /^_{10,}\s*$/;
const HEADER_FROM = /^\*?From:\*?\s/i;
const HEADER_NEXT = /^\*?(Sent|Date|To|Subject|Cc):\*?\s/i;
const SIGNATURE = /^--\s?$/;
const MOBILE = /^Sent from my /i;
const FORWARD = /^(-{5,}\s*Forwarded message\s*-{5,}|Begin forwarded message:)\s*$/i;

function outlookHeader(lines: readonly string[], i: number): boolean {
  return HEADER_FROM.test(lines[i]!) && lines.slice(i + 1, i + 5).some((l) => HEADER_NEXT.test(l));
}

/** Where the quoted history starts (the line's index), or the text's length. */
function historyStart(lines: readonly string[]): number {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (ON_WROTE.test(line) || ORIGINAL.test(line) || SIGNATURE.test(lines[i]!.trimEnd()) || MOBILE.test(line)) return i;
    if (/^On\s/i.test(line) && ON_WROTE.test(`${line} ${lines[i + 1]?.trim() ?? ''}`)) return i;
    if (OUTLOOK_RULE.test(line) && lines.slice(i + 1, i + 3).some((l) => HEADER_FROM.test(l.trim()))) return i;
    if (outlookHeader(lines.map((l) => l.trim()), i)) return i;
  }
  return lines.length;
}

function tidy(lines: readonly string[]): string {
  return lines
    .filter((l) => !/^\s*>/.test(l))
    .join('\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function forwardedBody(lines: readonly string[]): string[] {
  let i = 0;
  while (i < lines.length && (lines[i]!.trim() === '' || /^\*?[A-Za-z-]+:\*?\s/.test(lines[i]!.trim()))) i++;
  return lines.slice(i);
}

export function newTextOf(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const forward = lines.findIndex((l) => FORWARD.test(l.trim()));
  const above = forward < 0 ? lines : lines.slice(0, forward);
  const own = tidy(above.slice(0, historyStart(above)));
  if (own || forward < 0) return own;
  const body = forwardedBody(lines.slice(forward + 1));
  return tidy(body.slice(0, historyStart(body)));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML mail as plain text, without the blocks mail programs quote history in. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(head|style|script)[\s\S]*?<\/\1>/gi, '')
    .replace(/<div[^>]*class="?gmail_quote[\s\S]*$/i, '')
    .replace(/<blockquote[\s\S]*<\/blockquote>/gi, '')
    .replace(/<div[^>]*id="?(divRplyFwdMsg|appendonsend)[\s\S]*$/i, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr|h[1-6])>/gi, '\n')
    .replace(/<hr[^>]*>/gi, '\n________________________________\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (m, e: string) => {
      if (e.startsWith('#x') || e.startsWith('#X')) return String.fromCodePoint(parseInt(e.slice(2), 16));
      if (e.startsWith('#')) return String.fromCodePoint(Number(e.slice(1)));
      return ENTITIES[e.toLowerCase()] ?? m;
    });
}
