// The checks of one segment as it is edited and of the whole document (decision 180). Pure and synchronous: the
// editor runs one segment's on the main thread (≤ 10 ms) and the document's in a worker (checker.ts).
import { checkPlaceholders, stripPlaceholders } from '@lingua/contract';
import { dismissalKey, type CheckContext, type CheckFinding, type CheckSegment } from './check-types.ts';
import {
  emptyFinding,
  glossaryFindings,
  identicalFindings,
  lengthFindings,
  numbersFinding,
  punctuationFindings,
  repeatedFindings,
  spacesFindings,
  tagsFinding,
  textsOf,
  type Finding,
} from './segment-checks.ts';

/** Every finding of one segment, the dismissed warnings left out (an error cannot be dismissed). */
export function checkSegment(segment: CheckSegment, context: CheckContext): CheckFinding[] {
  const texts = textsOf(segment);
  const found: Finding[] = [...tagsFinding(segment), ...emptyFinding(texts)];
  // An empty target has nothing else worth saying.
  if (texts.target.trim() !== '') {
    found.push(
      ...numbersFinding(texts),
      ...glossaryFindings(texts, context),
      ...spacesFindings(texts),
      ...punctuationFindings(texts, context),
      ...repeatedFindings(texts),
      ...identicalFindings(texts, context),
      ...lengthFindings(texts),
    );
  }
  return found.map((f) => ({ position: segment.position, ...f })).filter((f) => kept(f, context));
}

function kept(finding: CheckFinding, context: CheckContext): boolean {
  return finding.severity === 'error' || !context.dismissed.has(dismissalKey(finding.position, finding.check));
}

/** The same source, however spaced and tagged, is one key. */
const sourceKey = (source: string) => stripPlaceholders(source).trim().replace(/\s+/g, ' ');
const targetKey = (target: string) => stripPlaceholders(target).trim().replace(/\s+/g, ' ');

/**
 * The same source translated differently: one finding per segment of the group, each naming all its positions
 * (`group`) and the most used translation as `fix`, so "fix once and apply to all" has what it needs.
 */
export function consistencyFindings(segments: readonly CheckSegment[], context: CheckContext): CheckFinding[] {
  const bySource = new Map<string, CheckSegment[]>();
  for (const s of segments) {
    if (s.source === null) continue;
    const key = sourceKey(s.source);
    if (key === '' || !/[\p{L}\p{N}]/u.test(key)) continue;
    const list = bySource.get(key);
    if (list) list.push(s);
    else bySource.set(key, [s]);
  }
  const findings: CheckFinding[] = [];
  for (const list of bySource.values()) {
    if (list.length < 2) continue;
    const counts = new Map<string, number>();
    for (const s of list) counts.set(targetKey(s.target), (counts.get(targetKey(s.target)) ?? 0) + 1);
    if (counts.size < 2) continue;
    const group = list.map((s) => s.position);
    const [common] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    for (const s of list) {
      const finding: CheckFinding = { position: s.position, check: 'inconsistent', severity: 'warning', text: 'documentChecks.inconsistent', params: { count: list.length, variants: counts.size }, group };
      const model = list.find((o) => targetKey(o.target) === common)!.target;
      // The other segment's text fits only where its tags are this one's (paragraphs may differ in formatting).
      if (targetKey(s.target) !== common && checkPlaceholders(s.tags, model).ok) finding.fix = model;
      if (kept(finding, context)) findings.push(finding);
    }
  }
  return findings;
}

/** Every segment's findings and the consistency groups, in document order. */
export function checkDocument(segments: readonly CheckSegment[], context: CheckContext): CheckFinding[] {
  const findings = segments.flatMap((s) => checkSegment(s, context));
  findings.push(...consistencyFindings(segments, context));
  return findings.sort((a, b) => a.position - b.position);
}
