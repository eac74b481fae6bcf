// The subtitle check of the lines being edited: recomputed when the lines or the chosen language change, by the
// limits the server sent (its MEDIA_SUBTITLE_RULES), so the editor and the count on save agree.
import { useMemo } from 'react';
import { DEFAULT_SUBTITLE_RULES, type SubtitleRules } from '@lingua/contract/subtitles';
import type { EditorDoc, EditResult } from './editor-state.ts';
import { acceptLine, applyFix, qualityItems, type QualityItem } from './quality-state.ts';

export function useQualityCheck(doc: EditorDoc, source: string, target: string | null, rules: SubtitleRules | undefined, durationSeconds: number) {
  const inForce = rules ?? DEFAULT_SUBTITLE_RULES;
  const items = useMemo(() => qualityItems(doc, source, target, inForce, durationSeconds), [doc, source, target, inForce, durationSeconds]);
  const lines = useMemo(() => new Set(items.map((i) => i.lineId)).size, [items]);
  const fix = (item: QualityItem): EditResult => applyFix(doc, item, source, inForce, durationSeconds);
  const accept = (item: QualityItem): EditResult => ({ ok: true, doc: acceptLine(doc, item.lineId) });
  return { items, lines, fix, accept };
}
