// Plain text to and from Apertium's stream format, with the semantics of apertium-destxt/apertium-retxt
// but in-process: spawning the two formatters per request would cost more than the translation itself.
//
// In the stream format `^ $ / @ \ < > { } [ ]` are syntax, so text must escape them; blanks other than one
// space travel as "superblanks" `[...]` that the pipeline moves untouched; and `.[]` marks a sentence end
// the deformatter invented (it helps the tagger at paragraph ends) which the reformatter removes again.

const SPECIAL = /[\\[\]^$/@<>{}]/g;

/** apertium-destxt: escape the syntax characters, wrap non-trivial blanks, mark paragraph ends. */
export function deformatText(input: string): string {
  // Control characters have no place in the stream (apertium-destxt drops them too; NUL would end a request).
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const text = input.replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, '');
  let out = '';
  let last = 0;
  // apertium-destxt counts '~' as blank: the post-generator uses it as a marker and would eat it.
  const blanks = /[\s~]+/g;
  for (let m = blanks.exec(text); m; m = blanks.exec(text)) {
    out += text.slice(last, m.index).replace(SPECIAL, '\\$&');
    const ws = m[0];
    const atEnd = m.index + ws.length === text.length;
    const paragraphEnd = (ws.match(/\n/g)?.length ?? 0) >= 2;
    if (m.index > 0 && (atEnd || paragraphEnd)) out += '.[]';
    out += ws === ' ' ? ' ' : `[${ws}]`;
    last = m.index + ws.length;
  }
  if (last < text.length) out += text.slice(last).replace(SPECIAL, '\\$&') + '.[]';
  return out;
}

/** apertium-retxt: drop invented sentence ends, unwrap superblanks, unescape. */
export function reformatText(stream: string): string {
  let out = '';
  let i = 0;
  const n = stream.length;
  while (i < n) {
    const c = stream[i]!;
    if (c === '\\' && i + 1 < n) {
      out += stream[i + 1];
      i += 2;
    } else if (c === '.' && stream.startsWith('.[]', i)) {
      i += 3;
    } else if (c === '[' && stream.startsWith('[[/]]', i)) {
      // End of a word-bound blank's scope: a marker, not text.
      i += 5;
    } else if (c === '[') {
      // A superblank, or a word-bound blank `[[...]]`: its content is literal text.
      const wordBound = stream[i + 1] === '[';
      const close = findClose(stream, i + (wordBound ? 2 : 1), wordBound);
      if (close < 0) {
        out += stream.slice(i + 1).replace(/\\(.)/g, '$1');
        break;
      }
      out += stream.slice(i + (wordBound ? 2 : 1), close);
      i = close + (wordBound ? 2 : 1);
    } else if (c === '\0') {
      i += 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

function findClose(s: string, from: number, wordBound: boolean): number {
  for (let j = from; j < s.length; j++) {
    const c = s[j];
    if (c === '\\') j++;
    else if (c === ']' && (!wordBound || s[j + 1] === ']')) return j;
  }
  return -1;
}
