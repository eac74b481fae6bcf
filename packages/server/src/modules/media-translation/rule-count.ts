// The subtitle rules counted over a request's stored lines (decision 135): every answer of the editor's calls
// carries the rules in force and how many lines break one, so a save answers with the count its lines now have
// and the details page shows it until the lines are fixed. The lines the recogniser was unsure of are counted
// alongside, by the contract's rule the editor marks them with.
import { isSpeechUnclear, isUnsureLine, type MediaSegments } from '@lingua/contract';
import { DEFAULT_SUBTITLE_RULES, fileRuleBreaks, linesBreakingRules, type SubtitleRules } from '@lingua/contract/subtitles';

export function withRuleCount(view: MediaSegments, rules: SubtitleRules = DEFAULT_SUBTITLE_RULES): MediaSegments {
  const count = view.files.reduce(
    (n, f) => n + linesBreakingRules(fileRuleBreaks(f.source.segments, f.source.languageId, f.translations, rules)),
    0,
  );
  const linesUnsure = view.files.reduce((n, f) => n + f.source.segments.filter(isUnsureLine).length, 0);
  const speechUnclear = view.files.some((f) => isSpeechUnclear(f.source.segments));
  return { ...view, subtitleRules: rules, linesBreakingRules: count, linesUnsure, speechUnclear };
}
