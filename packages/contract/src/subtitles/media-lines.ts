// The subtitle rules over a media request's stored lines (decision 135): the transcript's timing with each
// language's text, as every output renders them. Shared by the editor's quality check and the server's count.
import { subtitleRuleBreaks, type SubtitleRuleBreak } from './check.ts';
import { limitsFor, type SubtitleRules } from './limits.ts';

export interface TimedLine {
  id: string;
  start: number;
  end: number;
  text: string;
  /** The user keeps the line as it is: its breaks are not reported. */
  rulesAccepted?: boolean | undefined;
}

export interface LineRuleBreak extends SubtitleRuleBreak {
  lineId: string;
  languageId: string;
}

/**
 * The rules one language's subtitles break: the transcript's times with `texts` (the transcript's own when
 * null). A line left empty in a translation is not shown, so it breaks nothing and is not a neighbour.
 */
export function languageRuleBreaks(
  transcript: readonly TimedLine[],
  languageId: string,
  texts: ReadonlyMap<string, string> | null,
  rules: SubtitleRules,
): LineRuleBreak[] {
  const shown = transcript.map((l) => ({ ...l, text: texts ? (texts.get(l.id) ?? '') : l.text })).filter((l) => l.text.trim() !== '');
  const sample = shown.slice(0, 50).map((l) => l.text).join(' ');
  return subtitleRuleBreaks(shown, limitsFor(rules, languageId, sample))
    .filter((b) => !shown[b.index]!.rulesAccepted)
    .map((b) => ({ ...b, lineId: shown[b.index]!.id, languageId }));
}

/** Every language's breaks of one file: the transcript's, then each translation's. */
export function fileRuleBreaks(
  transcript: readonly TimedLine[],
  sourceLanguageId: string,
  translations: ReadonlyArray<{ languageId: string; segments: ReadonlyArray<{ id: string; text: string }> }>,
  rules: SubtitleRules,
): LineRuleBreak[] {
  return [
    ...languageRuleBreaks(transcript, sourceLanguageId, null, rules),
    ...translations.flatMap((t) => languageRuleBreaks(transcript, t.languageId, new Map(t.segments.map((s) => [s.id, s.text])), rules)),
  ];
}

/** How many lines break a rule in some language: what the details page reports. */
export function linesBreakingRules(breaks: readonly LineRuleBreak[]): number {
  return new Set(breaks.map((b) => b.lineId)).size;
}
