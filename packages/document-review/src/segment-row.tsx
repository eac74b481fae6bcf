// One segment of the document: its number and style shown lightly, its source (when the translation pairs with
// it), its target as a field with chips, where the target came from, whether it is confirmed, and its
// warnings. Memoised: the editor's handlers are stable, so typing in one row renders that row only.
import { memo } from 'react';
import type { ReactNode } from 'react';
import type { DocumentSegment } from '@lingua/contract';
import { useT } from '@lingua/core';
import { piecesOf } from './text-model.ts';
import { chipText } from './chip-dom.ts';
import { TargetField, type TargetFieldProps } from './target-field.tsx';

export type RowHandlers = Pick<TargetFieldProps, 'onChange' | 'onRefused' | 'onKeyDown' | 'onFocus' | 'onBlur'>;

export interface SegmentRowProps extends RowHandlers {
  segment: DocumentSegment;
  target: string;
  total: number;
  paired: boolean;
  readOnly: boolean;
  active: boolean;
  /** Errors and warnings not dismissed. */
  errors: number;
  warnings: number;
  /** Issues marked on it. */
  issues: number;
  /** Its threads' mark, if it has threads. */
  mark?: ReactNode;
  /** The person's own username, to say "edited by you". */
  me: string | null;
}

/** A source shown with its tags as the same chips the target has, read-only. */
export function SourceText({ text }: { text: string }) {
  return (
    <>
      {piecesOf(text).map((p, i) =>
        p.kind === 'text' ? (
          p.text
        ) : (
          <span key={i} className="lp-chip" aria-hidden>
            {chipText(p)}
          </span>
        ),
      )}
    </>
  );
}

export function useOriginText() {
  const t = useT();
  return (s: DocumentSegment, me: string | null) => {
    if (s.origin === 'ENGINE') return s.engine ? t('documentReview.origin.ENGINEnamed', { engine: s.engine }) : t('documentReview.origin.ENGINE');
    if (s.origin === 'CLIENT' && s.editedBy && s.editedBy !== me) return t('documentReview.origin.CLIENTother', { name: s.editedBy });
    return t(`documentReview.origin.${s.origin}`);
  };
}

export const SegmentRow = memo(function SegmentRow(props: SegmentRowProps) {
  const { segment: s, target, total, paired, readOnly, active, errors, warnings, issues, mark, me } = props;
  const t = useT();
  const origin = useOriginText();
  const n = s.position + 1;
  const unsaved = target !== s.target;
  const status = unsaved ? t('documentReview.status.unsaved') : t(`documentReview.status.${s.status}`);
  const notes = `seg-note-${s.position}`;
  return (
    <div role="listitem" aria-posinset={n} aria-setsize={total} data-position={s.position} aria-current={active ? 'true' : undefined} data-pair={paired ? '' : undefined} className="lp-doc-row">
      <div className="lp-doc-meta">
        <span className="lp-doc-n">{n}</span>
        <span>{s.style.label ?? t(`documentReview.style.${s.style.kind}`)}</span>
      </div>
      {/* The source's own direction: dir="auto" passes over the <bdi> label (decision 189). */}
      {paired ? (
        <div className="lp-doc-source" dir="auto">
          <bdi className="lp-doc-hidden">{t('documentReview.sourceLabel', { n })}: </bdi>
          <SourceText text={s.source ?? ''} />
        </div>
      ) : null}
      <div>
        <TargetField position={s.position} value={target} tags={s.tags} readOnly={readOnly} label={t('documentReview.targetLabel', { n })} describedBy={notes} onChange={props.onChange} onRefused={props.onRefused} onKeyDown={props.onKeyDown} onFocus={props.onFocus} onBlur={props.onBlur} />
        <div id={notes} className="lp-doc-notes">
          <span className="lp-doc-badge" data-origin={s.origin}>{origin(s, me)}</span>
          <span data-status={unsaved ? 'unsaved' : s.status}>{status}</span>
          {errors > 0 ? <span className="lp-doc-error">{errors === 1 ? t('documentReview.errorsOne') : t('documentReview.errors', { count: errors })}</span> : null}
          {warnings > 0 ? <span className="lp-doc-warning">{warnings === 1 ? t('documentReview.warningsOne') : t('documentReview.warnings', { count: warnings })}</span> : null}
          {issues > 0 ? <span className="lp-doc-issue-mark">{t('reviewIssues.rowMark', { count: issues })}</span> : null}
          {mark}
        </div>
      </div>
    </div>
  );
});
