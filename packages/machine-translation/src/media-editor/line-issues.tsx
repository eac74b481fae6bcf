// Issues marked in plain words on the lines of a delivered media request (decision 184), with the panel the document
// editor uses (`@lingua/core/review-issues`, loaded when first shown): per line its count and the panel, the file's
// score in the language shown, and after a redelivery the lines changed since the client's last review (decision 188).
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Group, Switch, Text } from '@mantine/core';
import { suggestPlainType, type JobRequest, type QualityIssue, type ThreadAnchor, type TranslatedSegment } from '@lingua/contract';
import { errorDisplayMessage, formatDateTime, lazyPart, useRequestDetailsParts, useT } from '@lingua/core';
import type { IssueAnswer, IssueDraft } from '@lingua/core/review-issues';
import { answerLineIssue, classifyLineIssue, exportMediaIssues, markLineIssue, takeBackLineIssue, useMediaIssues } from '../api/media-quality.ts';

const IssuePanel = lazyPart(() => import('@lingua/core/review-issues').then((m) => m.IssuePanel));
const FileScore = lazyPart(() => import('@lingua/core/review-issues').then((m) => m.FileScore), null);

/** A delivered request: issues are marked while it is completed or sent back (decision 184). */
const REVIEWABLE = new Set<string>(['COMPLETED', 'CHANGES_REQUESTED']);

/** What a row needs of the issues: its count, whether its panel is open, and the panel. */
export interface RowIssues {
  counts: ReadonlyMap<string, number>;
  openId: string | null;
  toggle(id: string): void;
  panel(id: string, n: number): ReactNode;
  /** The mark of a line with threads (decision 185). */
  mark(id: string): ReactNode;
}

const noMarks = () => () => null;

/** The questions about a line, handed in as request parts (this package imports no conversations). */
function useLineThreads(jobRequestId: string, fileIndex: number, target: string | null) {
  const parts = useRequestDetailsParts();
  // The parts are fixed for the page's life, so the hook called is always the same one.
  const markOf = (parts.useAnchorMarks ?? noMarks)(jobRequestId);
  const anchor = (lineId: string): ThreadAnchor => ({ kind: 'mediaLine', fileIndex, languageId: target ?? '', lineId });
  return {
    mark: (lineId: string): ReactNode => (target ? markOf(anchor(lineId)) : null),
    threads: (lineId: string): ReactNode => (target ? (parts.anchorThreads?.(jobRequestId, anchor(lineId)) ?? null) : null),
  };
}

function useIssueCalls(jobRequestId: string, fileIndex: number, target: string | null) {
  const list = useMediaIssues(jobRequestId, fileIndex, target);
  const reload = () => list.mutate();
  return {
    list,
    mark: async (lineId: string, draft: IssueDraft) => (
      await markLineIssue(jobRequestId, fileIndex, target!, { lineId, ...draft }), await reload()
    ),
    takeBack: async (issue: QualityIssue) => (await takeBackLineIssue(jobRequestId, issue.id), await reload()),
    answer: async (issue: QualityIssue, answer: IssueAnswer, reason: string) => (
      await answerLineIssue(jobRequestId, issue.id, { answer, ...(reason ? { reason } : {}) }), await reload()
    ),
    classify: async (issue: QualityIssue, change: Parameters<typeof classifyLineIssue>[2]) => (await classifyLineIssue(jobRequestId, issue.id, change), await reload()),
  };
}

/** The lines' texts as the language was first shown: an edit, and the word it suggests, is measured from them. */
function useOpenedTexts(key: string, lines: readonly TranslatedSegment[] | undefined): ReadonlyMap<string, string> {
  const opened = useRef(new Map<string, ReadonlyMap<string, string>>());
  if (lines && !opened.current.has(key)) opened.current.set(key, new Map(lines.map((l) => [l.id, l.text])));
  return opened.current.get(key) ?? new Map();
}

/** A line's issue panel: its issues, the answers, and the plain word its edit suggests. */
function linePanel({ lines, opened, byLine, calls, staff }: {
  lines: readonly TranslatedSegment[] | undefined;
  opened: ReadonlyMap<string, string>;
  byLine: ReadonlyMap<string, QualityIssue[]>;
  calls: ReturnType<typeof useIssueCalls>;
  staff: boolean;
}) {
  return (id: string, n: number): ReactNode => {
    const before = opened.get(id);
    const after = lines?.find((l) => l.id === id)?.text;
    return (
      <IssuePanel
        n={n}
        unit="line"
        issues={byLine.get(id) ?? []}
        loadError={calls.list.error ? errorDisplayMessage(calls.list.error) : null}
        canAnswer={staff}
        suggested={before !== undefined && after !== undefined ? suggestPlainType({ before, after, terms: [] }) : null}
        selectedWords=""
        onMark={(draft) => calls.mark(id, draft)}
        onTakeBack={calls.takeBack}
        onAnswer={calls.answer}
        onClassify={calls.classify}
      />
    );
  };
}

export function useLineIssues(job: JobRequest, fileIndex: number, target: string | null, lines: readonly TranslatedSegment[] | undefined) {
  const enabled = REVIEWABLE.has(job.status) && target !== null;
  const calls = useIssueCalls(job.id, fileIndex, enabled ? target : null);
  const data = calls.list.data;
  const byLine = useMemo(() => {
    const map = new Map<string, QualityIssue[]>();
    for (const issue of data?.issues ?? []) map.set(issue.segment, [...(map.get(issue.segment) ?? []), issue]);
    return map;
  }, [data]);
  const counts = useMemo(() => new Map([...byLine].map(([id, i]) => [id, i.length])), [byLine]);
  const opened = useOpenedTexts(`${fileIndex}:${target}`, lines);
  const [openId, setOpenId] = useState<string | null>(null);
  const toggle = useCallback((id: string) => setOpenId((o) => (o === id ? null : id)), []);
  const since = data?.sinceReview;
  const staff = data?.canAnswer ?? false;
  const [changedOnly, setChangedOnly] = useState(false);
  const defaulted = useRef(false);
  useEffect(() => {
    if (defaulted.current || !since) return;
    defaulted.current = true;
    if (since.redelivered && !staff) setChangedOnly(true);
  }, [since, staff]);
  const panel = linePanel({ lines, opened, byLine, calls, staff });
  const threads = useLineThreads(job.id, fileIndex, target);
  const rows: RowIssues = { counts, openId, toggle, panel: (id, n) => (
    <>
      {panel(id, n)}
      {threads.threads(id)}
    </>
  ), mark: threads.mark };
  const score = data?.scores.find((s) => s.fileIndex === fileIndex && s.languageId === target) ?? null;
  const changed = useMemo(() => (since ? new Set(since.segments) : null), [since]);
  return { enabled, rows, score, since: staff ? undefined : since, changed, changedOnly, setChangedOnly };
}

export type LineIssues = ReturnType<typeof useLineIssues>;

/** Above the lines: the file's score in the language shown and, after a redelivery, the changed lines alone. */
export function LineIssuesBar({ issues, jobRequestId, fileIndex, target, language }: { issues: LineIssues; jobRequestId: string; fileIndex: number; target: string; language: string }) {
  const t = useT();
  const { since } = issues;
  return (
    <>
      <FileScore language={language} score={issues.score} onExport={(format) => exportMediaIssues(jobRequestId, fileIndex, target, format)} />
      {since?.redelivered ? (
        <Group gap="sm" wrap="wrap">
          <Text size="sm">{t('machineTranslation.media.editor.issues.changed', { count: since.segments.length, when: formatDateTime(since.decidedAt) })}</Text>
          <Switch size="xs" label={t('machineTranslation.media.editor.issues.changedOnly')} checked={issues.changedOnly} onChange={(e) => issues.setChangedOnly(e.currentTarget.checked)} />
        </Group>
      ) : null}
    </>
  );
}
