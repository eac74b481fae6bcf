// Placeholder syntax (decisions 129, 173): paired `<g1>…</g1>` for formatting, standalone `<x2/>` for the rest. A
// translation must give back every tag once, nested as in the source, in any order. One home for server and browser.

export type PlaceholderToken =
  | { type: 'text'; text: string }
  | { type: 'open' | 'close' | 'standalone'; id: number };

// Lenient about spaces inside a tag (`<x2 />`), which models add; anything else tag-like is corruption.
const TAG = /<\s*(\/?)\s*([gx])(\d{1,4})\s*(\/?)\s*>/g;
const TAG_LIKE = /<\s*\/?\s*[gx]\d/;

export const openTag = (id: number): string => `<g${id}>`;
export const closeTag = (id: number): string => `</g${id}>`;
export const standaloneTag = (id: number): string => `<x${id}/>`;

/** Whether literal text would be read as a placeholder, so a filter must not send it as text. */
export const looksLikePlaceholder = (text: string): boolean => TAG_LIKE.test(text);

/** Splits a segment into text and tags; a `<g>` written as standalone or an `<x>` as paired is left as text. */
export function tokenizePlaceholders(segment: string): PlaceholderToken[] {
  const tokens: PlaceholderToken[] = [];
  let last = 0;
  for (const m of segment.matchAll(TAG)) {
    const [, slash, kind, digits, selfClose] = m;
    const type = kind === 'x' ? (slash || !selfClose ? undefined : 'standalone') : selfClose ? undefined : slash ? 'close' : 'open';
    if (!type) continue;
    if (m.index > last) tokens.push({ type: 'text', text: segment.slice(last, m.index) });
    tokens.push({ type, id: Number(digits) });
    last = m.index + m[0].length;
  }
  if (last < segment.length) tokens.push({ type: 'text', text: segment.slice(last) });
  return tokens;
}

export function stripPlaceholders(segment: string): string {
  return tokenizePlaceholders(segment)
    .map((t) => (t.type === 'text' ? t.text : ''))
    .join('');
}

export type PlaceholderCheck = { ok: true } | { ok: false; problem: string };

/** The same tags, each once, inside the same paired tag as in the source; `problem` is for the log. */
export function checkPlaceholders(source: string, translation: string): PlaceholderCheck {
  const expected = parentsOf(tokenizePlaceholders(source));
  if (!expected.ok) return { ok: false, problem: `source: ${expected.problem}` };
  const got = parentsOf(tokenizePlaceholders(translation));
  if (!got.ok) return got;
  for (const [tag, parent] of expected.parents) {
    if (!got.parents.has(tag)) return { ok: false, problem: `${tag} is missing` };
    if (got.parents.get(tag) !== parent) return { ok: false, problem: `${tag} moved out of ${parent || 'the top level'}` };
  }
  for (const tag of got.parents.keys()) {
    if (!expected.parents.has(tag)) return { ok: false, problem: `${tag} is not in the source` };
  }
  return { ok: true };
}

type Parents = { ok: true; parents: Map<string, string> } | { ok: false; problem: string };

/** Each tag ('g1', 'x2') with the paired tag around it ('' at the top level), or what makes the tags malformed. */
function parentsOf(tokens: PlaceholderToken[]): Parents {
  const parents = new Map<string, string>();
  const stack: string[] = [];
  for (const token of tokens) {
    if (token.type === 'text') {
      if (looksLikePlaceholder(token.text)) return { ok: false, problem: `malformed tag near ${JSON.stringify(token.text.slice(0, 20))}` };
      continue;
    }
    const tag = `${token.type === 'standalone' ? 'x' : 'g'}${token.id}`;
    if (token.type === 'close') {
      if (stack.pop() !== tag) return { ok: false, problem: `</${tag}> does not close the open tag` };
      continue;
    }
    if (parents.has(tag)) return { ok: false, problem: `${tag} appears twice` };
    parents.set(tag, stack.at(-1) ?? '');
    if (token.type === 'open') stack.push(tag);
  }
  if (stack.length > 0) return { ok: false, problem: `<${stack.at(-1)}> is not closed` };
  return { ok: true, parents };
}
