// Subtitle rules (decision 135), one implementation for the server and the editor: `@lingua/contract/subtitles`.
export {
  CJK_SUBTITLE_LIMITS,
  DEFAULT_SUBTITLE_LIMITS,
  DEFAULT_SUBTITLE_RULES,
  isCjkChar,
  limitsFor,
  scriptClass,
  SUBTITLE_FRAME_RATE,
  type ScriptClass,
  type SubtitleLimits,
  type SubtitleRules,
} from './limits.ts';
export { bestLineBreak, layoutLines, shownLines, textLength } from './lines.ts';
export { endsClause, endsSentence, SENTENCE_MARK } from './sentences.ts';
export {
  charsPerSecond,
  cueBreaks,
  cuesBreakingRules,
  SUBTITLE_RULE_CODES,
  subtitleRuleBreaks,
  type CheckedCue,
  type SubtitleRuleBreak,
  type SubtitleRuleCode,
} from './check.ts';
export { buildCues, CUE_SILENCE_BREAK_SECONDS, cutSpan, fitsOneCue, joinWords, sentenceSpans, type BuiltCue, type CueWord } from './cues.ts';
export { fileRuleBreaks, languageRuleBreaks, linesBreakingRules, type LineRuleBreak, type TimedLine } from './media-lines.ts';
