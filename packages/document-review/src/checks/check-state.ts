// The document's checks kept between runs (decision 180): each segment's findings are kept, so after an edit
// only the segments that changed are checked again and the consistency groups, which read every segment, are
// made anew. The worker holds one; the editor then sends only what changed since its last run.
import type { CheckContext, CheckFinding, CheckSegment } from './check-types.ts';
import { checkSegment, consistencyFindings } from './document-checks.ts';

export const sameSegment = (a: CheckSegment, b: CheckSegment): boolean =>
  a.position === b.position && a.target === b.target && a.source === b.source && a.tags === b.tags && a.style.kind === b.style.kind && a.style.label === b.style.label;

export class CheckState {
  private segments: CheckSegment[] = [];
  private found: CheckFinding[][] = [];
  private index = new Map<number, number>();
  private context: CheckContext | null = null;

  /** A whole document, checked from nothing. */
  reset(segments: readonly CheckSegment[], context: CheckContext): void {
    this.segments = [...segments];
    this.context = context;
    this.index = new Map(segments.map((s, i) => [s.position, i]));
    this.found = segments.map((s) => checkSegment(s, context));
  }

  /** Segments changed since the last run, checked again; false when one is not in the document held (reset instead). */
  apply(changes: readonly CheckSegment[]): boolean {
    if (!this.context || changes.some((c) => !this.index.has(c.position))) return false;
    for (const c of changes) {
      const i = this.index.get(c.position)!;
      this.segments[i] = c;
      this.found[i] = checkSegment(c, this.context);
    }
    return true;
  }

  findings(): CheckFinding[] {
    if (!this.context) return [];
    const all = this.found.flat();
    all.push(...consistencyFindings(this.segments, this.context));
    return all.sort((a, b) => a.position - b.position);
  }
}
