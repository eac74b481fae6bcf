// Where a sentence ends in a subtitle's text: shared by the cue builder (which breaks there first) and the media
// translation (which translates a sentence spread over lines as one text, decision 130).

// Abbreviations whose full stop ends no sentence (English and Spanish, the languages transcripts come in most).
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'dra', 'prof', 'sr', 'sra', 'srta', 'jr', 'st', 'vs', 'eg', 'ie', 'ud', 'uds', 'mt', 'approx', 'dept', 'fig', 'vol', 'av', 'avda', 'no', 'nº']);

export const SENTENCE_MARK = /[.!?…。！？]/u;

/** Whether the text ends a sentence: a final . ! ? … (before closing quotes), not after "Dr" or an initial. */
export function endsSentence(text: string): boolean {
  const t = text.trim().replace(/["'”’»)\]]+$/u, '');
  if (/[!?…。！？]$/u.test(t)) return true;
  if (!t.endsWith('.')) return false;
  const last = /(\S+)\.$/u.exec(t)?.[1] ?? '';
  if (ABBREVIATIONS.has(last.replace(/\./g, '').toLowerCase())) return false;
  // An initial ("J.") or a spelled-out abbreviation ("e.g") continues the sentence; so does a decimal's point.
  return !/^\p{Lu}$/u.test(last) && !/^\p{L}(\.\p{L})+$/u.test(last);
}

/** Whether the text ends a clause: a comma, semicolon, colon or dash (in any script), or a sentence. */
export function endsClause(text: string): boolean {
  return /[,;:—–、，；：]["'”’»)\]]*$/u.test(text.trim()) || endsSentence(text);
}
