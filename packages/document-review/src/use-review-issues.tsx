// The file's issues in the editor (decision 184): read once per opening, kept by segment, each change read back
// with the score it moved; the plain word an edit suggests, by the contract's rule.
import { useMemo, type ReactNode } from 'react';
import { suggestPlainType, type ClassifyQualityIssueBody, type DocumentSegment, type QualityIssue, type QualityPlainType, type SuggestionTerm } from '@lingua/contract';
import { errorDisplayMessage } from '@lingua/core';
import type { SelectedPair } from './add-term.tsx';
import type { CheckContext } from './checks/index.ts';
import { IssuePanel, type IssueAnswer, type IssueDraft } from '@lingua/core/review-issues';
import { answerIssue, classifyIssue, markIssue, takeBackIssue, useFileIssues } from './quality-api.ts';
import type { FileRef } from './review-api.ts';

export function useReviewIssues(file: FileRef, languageId: string) {
  const list = useFileIssues(file, languageId);
  const byPosition = useMemo(() => {
    const map = new Map<number, QualityIssue[]>();
    for (const issue of list.data?.issues ?? []) {
      const p = Number(issue.segment);
      map.set(p, [...(map.get(p) ?? []), issue]);
    }
    return map;
  }, [list.data]);
  const counts = useMemo(() => new Map([...byPosition].map(([p, i]) => [p, i.length])), [byPosition]);
  const score = list.data?.scores.find((s) => s.fileKey === file.fileKey && s.languageId === languageId) ?? null;
  const reload = () => list.mutate();
  return {
    error: list.error as unknown,
    byPosition,
    counts,
    score,
    canAnswer: list.data?.canAnswer ?? false,
    sinceReview: list.data?.sinceReview,
    mark: async (position: number, draft: IssueDraft) => (await markIssue(file, { position, ...draft }), await reload()),
    takeBack: async (issue: QualityIssue) => (await takeBackIssue(file.jobRequestId, issue.id), await reload()),
    answer: async (issue: QualityIssue, answer: IssueAnswer, reason: string) => (
      await answerIssue(file.jobRequestId, issue.id, { answer, ...(reason ? { reason } : {}) }), await reload()
    ),
    classify: async (issue: QualityIssue, change: ClassifyQualityIssueBody) => (await classifyIssue(file.jobRequestId, issue.id, change), await reload()),
  };
}

/** The word the person's change of a segment suggests: `before` is its text when the document was opened. */
export function suggestionFor(before: string | undefined, after: string | undefined, terms: readonly SuggestionTerm[]): QualityPlainType | null {
  if (before === undefined || after === undefined) return null;
  return suggestPlainType({ before, after, terms });
}

export interface IssueSideInput {
  /** The segments as the document was opened: an edit is measured from them. */
  opened: readonly DocumentSegment[] | undefined;
  targets: readonly string[];
  context: CheckContext | null;
  selected: SelectedPair | null;
}

/** The issue panel of a segment, given the segment; the file's issue counts and score beside it. */
export function useIssueSide(file: FileRef, languageId: string, input: IssueSideInput) {
  const issues = useReviewIssues(file, languageId);
  const terms = useMemo(() => (input.context?.glossary ?? []).filter((g) => !g.forbidden).map((g) => ({ target: g.target, caseSensitive: g.caseSensitive ?? false })), [input.context]);
  const panel = (position: number): ReactNode => (
    <IssuePanel
      key={position}
      n={position + 1}
      issues={issues.byPosition.get(position) ?? []}
      loadError={issues.error ? errorDisplayMessage(issues.error) : null}
      canAnswer={issues.canAnswer}
      suggested={suggestionFor(input.opened?.[position]?.target, input.targets[position], terms)}
      selectedWords={input.selected?.position === position ? input.selected.target : ''}
      onMark={(draft) => issues.mark(position, draft)}
      onTakeBack={issues.takeBack}
      onAnswer={issues.answer}
      onClassify={issues.classify}
    />
  );
  return { panel, counts: issues.counts, score: issues.score, since: issues.sinceReview, staff: issues.canAnswer };
}
