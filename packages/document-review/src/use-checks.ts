// The checks over the editor's targets (decision 180): the segment being typed in is checked on the main thread
// at once (≤ 10 ms), the whole document, consistency groups included, in the checks' worker a moment after the
// typing pauses; a segment's live findings stand until the worker's answer covers its current text.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DocumentSegment } from '@lingua/contract';
import { checkSegment, createDocumentChecker, type CheckContext, type CheckFinding, type CheckSegment } from './checks/index.ts';
// The findings' words: imported here, since a build takes the checks' names past their index and its imports.
import './texts/document-checks-texts.ts';

/** The pause after the last change before the whole document is checked again. */
export const DOCUMENT_CHECK_PAUSE_MS = 700;

export interface Findings {
  /** By position, errors first. */
  byPosition: ReadonlyMap<number, readonly CheckFinding[]>;
  /** Per position: counts, for the rows. */
  counts: ReadonlyMap<number, { errors: number; warnings: number }>;
  /** Positions with at least one finding. */
  warned: ReadonlySet<number>;
  /** The whole document's answer has arrived at least once. */
  ready: boolean;
}

function checkSegmentsOf(segments: readonly DocumentSegment[], targets: readonly string[]): CheckSegment[] {
  return segments.map((s) => ({ position: s.position, source: s.source, target: targets[s.position] ?? s.target, tags: s.tags, style: s.style }));
}

function group(findings: readonly CheckFinding[], live: ReadonlyMap<number, CheckFinding[]>): Findings {
  const byPosition = new Map<number, CheckFinding[]>();
  for (const f of findings) if (!live.has(f.position)) byPosition.set(f.position, [...(byPosition.get(f.position) ?? []), f]);
  for (const [p, list] of live) if (list.length > 0) byPosition.set(p, list);
  const counts = new Map<number, { errors: number; warnings: number }>();
  for (const [p, list] of byPosition) {
    list.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
    const errors = list.filter((f) => f.severity === 'error').length;
    counts.set(p, { errors, warnings: list.length - errors });
  }
  return { byPosition, counts, warned: new Set(byPosition.keys()), ready: true };
}

export function useChecks(segments: readonly DocumentSegment[] | null, targets: readonly string[] | null, context: CheckContext | null, edited: number | null): Findings {
  const checker = useMemo(() => createDocumentChecker(), []);
  useEffect(() => () => checker.dispose(), [checker]);
  const [whole, setWhole] = useState<{ findings: CheckFinding[]; targets: readonly string[] } | null>(null);
  const [live, setLive] = useState<Map<number, CheckFinding[]>>(new Map());
  const run = useRef(0);

  // The segment typed in, at once.
  useEffect(() => {
    if (!segments || !targets || !context || edited === null || !segments[edited]) return;
    const s = segments[edited];
    const found = checkSegment({ position: s.position, source: s.source, target: targets[edited]!, tags: s.tags, style: s.style }, context);
    setLive((m) => new Map(m).set(edited, found));
  }, [segments, targets, context, edited]);

  // The whole document, after a pause.
  useEffect(() => {
    if (!segments || !targets || !context) return;
    const id = ++run.current;
    const timer = setTimeout(() => {
      void checker.checkAll(checkSegmentsOf(segments, targets), context).then((findings) => {
        if (id !== run.current) return;
        setWhole({ findings, targets });
        // The latest run saw every current text (a later change would have started another): its answer stands.
        setLive(new Map());
      });
    }, whole ? DOCUMENT_CHECK_PAUSE_MS : 0);
    return () => clearTimeout(timer);
    // `whole` only decides the first run's pause.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [segments, targets, context, checker]);

  return useMemo(() => (whole ? group(whole.findings, live) : { byPosition: new Map(), counts: new Map(), warned: new Set<number>(), ready: false }), [whole, live]);
}
