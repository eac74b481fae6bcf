// The editor's screen once the document is read: the bar, the conflict view when a save met another person's
// change, the segment list (at most MAX_ROWS rows mounted) with the panel of the segment being edited, the file
// and its versions, the replace dialog and the help overlay. The keyboard is one handler on the screen (review-
// keys.ts), so a shortcut works from any field without taking the focus away from it.
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { DocumentReview } from '@lingua/contract';
import { errorDisplayMessage, nameOfLanguage, useT } from '@lingua/core';
import { FileScore } from '@lingua/core/review-issues';
import { dismissalKey, type CheckContext, type CheckFinding } from './checks/index.ts';
import { ConflictView } from './conflict-view.tsx';
import { readLastReview, writeLastReview } from './drafts.ts';
import { FilePanel } from './file-panel.tsx';
import { HelpOverlay } from './help-overlay.tsx';
import { PreviewPanel } from './preview-panel.tsx';
import { useSelectedPair, useTermAdder } from './add-term.tsx';
import { ReplaceDialog } from './replace-dialog.tsx';
import { exportIssues } from './quality-api.ts';
import { dismissWarning, useDocumentAssists, useDocumentCheckContext, type FileRef } from './review-api.ts';
import { visibleRows, type ReviewFilter } from './review-filters.ts';
import { reviewCommand } from './review-keys.ts';
import { ReviewToolbar, SaveState } from './review-toolbar.tsx';
import { SegmentList } from './segment-list.tsx';
import { SegmentPanel } from './segment-panel.tsx';
import { SinceReviewNotice, useChangedSinceReview, type ReviewChanges } from './since-review.tsx';
import { useChecks } from './use-checks.ts';
import { useIssueSide } from './use-review-issues.tsx';
import { useSegmentThreads } from './segment-threads.ts';
import type { useDocumentReview } from './use-document-review.ts';

export type ReviewEditor = ReturnType<typeof useDocumentReview>;

export interface ReviewScreenProps {
  file: FileRef;
  editor: ReviewEditor & { state: NonNullable<ReviewEditor['state']>; meta: DocumentReview };
  me: string | null;
}

function useView(file: FileRef, me: string | null) {
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [search, setSearch] = useState('');
  const [searchIn, setSearchIn] = useState<'source' | 'target'>('target');
  const [lastReview, setLastReview] = useState(() => readLastReview(me ?? '', file.jobRequestId, file.fileKey));
  const markReviewed = () => {
    const at = new Date().toISOString();
    writeLastReview(me ?? '', file.jobRequestId, file.fileKey, at);
    setLastReview(at);
  };
  return { filter, setFilter, search, setSearch, searchIn, setSearchIn, lastReview: lastReview ? { at: lastReview, by: me ?? '' } : null, markReviewed };
}

/** The checks' company data (glossary, ignore list, dismissals) from the server; a dismissal is kept there. */
function useCheckContext(file: FileRef, meta: DocumentReview, onError: (error: unknown) => void) {
  const data = useDocumentCheckContext(file);
  const context = useMemo<CheckContext | null>(() => {
    const c = data.data;
    // Until the company's data is read (or when it cannot be), the checks run without a glossary.
    if (!c) return data.error ? { sourceLanguage: meta.sourceLanguageId, targetLanguage: meta.languageId, glossary: [], ignoreIdentical: [], dismissed: new Set() } : null;
    return { sourceLanguage: c.sourceLanguageId, targetLanguage: c.targetLanguageId, glossary: c.glossary, ignoreIdentical: c.ignoreIdentical, dismissed: new Set(c.dismissals.map((d) => dismissalKey(d.position, d.check))) };
  }, [data.data, data.error, meta.sourceLanguageId, meta.languageId]);
  const dismiss = (f: CheckFinding) =>
    void dismissWarning(file, f.position, f.check, true).then(
      (next) => data.mutate(next, { revalidate: false }),
      onError,
    );
  return { context, dismiss, reload: () => void data.mutate() };
}

/** The glossary terms and memory suggestions of the segment edited, and taking one. */
function useAssists(file: FileRef, active: number | null, editor: ReviewScreenProps['editor']) {
  const assists = useDocumentAssists(file, active);
  const assistsOf = (p: number) => assists.data?.segments.find((a) => a.position === p);
  // The memory keeps plain text: the segment's own tags go at its end, so the taken text saves (decision 178).
  const take = (p: number, text: string) => editor.edit(p, `${text}${editor.state.segments[p]!.tags}`);
  const takeFirst = (p: number) => {
    const first = assistsOf(p)?.suggestions[0];
    if (first) take(p, first.targetText);
  };
  return { assistsOf, take, takeFirst };
}

/**
 * "Fix once and apply to all" of a consistency group (spec §2): every segment of the group takes the group's
 * model text where its tags allow (the finding's `fix`), and one Undo puts the earlier texts back.
 */
function useGroupFix(editor: ReviewScreenProps['editor'], findings: ReadonlyMap<number, readonly CheckFinding[]>) {
  const [undo, setUndo] = useState<Map<number, string> | null>(null);
  const fixGroup = (f: CheckFinding) => {
    const changes = new Map<number, string>();
    const before = new Map<number, string>();
    for (const p of f.group ?? []) {
      const fix = findings.get(p)?.find((x) => x.check === 'inconsistent' && x.fix !== undefined)?.fix ?? (p === f.position ? f.fix : undefined);
      if (fix === undefined || fix === editor.state.targets[p]) continue;
      changes.set(p, fix);
      before.set(p, editor.state.targets[p]!);
    }
    editor.editMany(changes);
    setUndo(before.size > 0 ? before : null);
  };
  const undoGroup = () => {
    if (undo) editor.editMany(undo);
    setUndo(null);
  };
  return { undo, fixGroup, undoGroup };
}

function GroupUndo({ undo, onUndo }: { undo: ReadonlyMap<number, string> | null; onUndo(): void }) {
  const t = useT();
  if (!undo) return null;
  return (
    <Group gap="sm">
      <Text size="sm">{t('documentReview.panel.groupFixed', { count: undo.size })}</Text>
      <Button size="compact-sm" variant="light" onClick={onUndo}>
        {t('documentReview.panel.undo')}
      </Button>
    </Group>
  );
}

/** The side column's extras: the preview's toggle, and adding a term from what is selected in the editor. */
function useSide(file: FileRef, editor: ReviewScreenProps['editor'], context: CheckContext | null, reload: () => void) {
  const [preview, setPreview] = useState(false);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  // A document whose source language is not known has no pair to add a term to.
  const termAdder = useTermAdder(root, context?.sourceLanguage ? { source: context.sourceLanguage, target: context.targetLanguage } : null, reload);
  const selected = useSelectedPair(root);
  const issues = useIssueSide(file, editor.meta.languageId, { opened: editor.segments.data?.segments, targets: editor.state.targets, context, selected });
  const threads = useSegmentThreads(file);
  return { preview, setPreview, setRoot, termAdder, issues, threads };
}

/** The positions listed: the filter (changed since the last review too), the search, as typing settles. */
function useRows(state: ReviewScreenProps['editor']['state'], view: ReturnType<typeof useView>, warned: ReadonlySet<number>, issues: { since: ReviewChanges | undefined; staff: boolean }) {
  const deferred = useDeferredValue(state);
  const changed = useChangedSinceReview(issues.since, issues.staff, view.lastReview?.at ?? null, view.setFilter);
  return useMemo(
    () => visibleRows(deferred, { filter: view.filter, search: view.search, searchIn: view.searchIn, warned, lastReview: view.lastReview, changed }),
    [deferred, view.filter, view.search, view.searchIn, warned, view.lastReview, changed],
  );
}

export function ReviewScreen({ file, editor, me }: ReviewScreenProps) {
  const t = useT();
  const { state, meta } = editor;
  const readOnly = !meta.editable || editor.rebuilding;
  const view = useView(file, me);
  const [active, setActive] = useState<number | null>(null);
  const [goTo, setGoTo] = useState<{ position: number; seq: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'help' | 'replace' | null>(null);
  const checksHeading = useRef<HTMLHeadingElement | null>(null);
  const { context, dismiss, reload } = useCheckContext(file, meta, (error) => setNotice(errorDisplayMessage(error)));
  const { preview, setPreview, setRoot, termAdder, issues, threads } = useSide(file, editor, context, reload);
  const findings = useChecks(state.segments, state.targets, context, active);
  const group = useGroupFix(editor, findings.byPosition);
  const rows = useRows(state, view, findings.warned, issues);
  const { assistsOf, take, takeFirst } = useAssists(file, active, editor);
  const move = useCallback((position: number | undefined) => position !== undefined && setGoTo((g) => ({ position, seq: (g?.seq ?? 0) + 1 })), []);
  const onKeyDown = useKeys({ editor, rows, findings: findings.byPosition, readOnly, move, setDialog, setNotice, checksHeading, takeFirst });
  const { edit } = editor;
  // Stable handlers: typing in one row renders that row only.
  const onChange = useCallback((position: number, target: string) => (setNotice(null), edit(position, target)), [edit]);
  const onRefused = useCallback((_p: number, reason: string) => setNotice(reason), []);
  const onFocus = useCallback((p: number) => setActive(p), []);
  const onBlur = editor.leave;
  const current = active !== null ? state.segments[active] : undefined;
  return (
    <Stack gap="sm" onKeyDown={onKeyDown}>
      <ReviewToolbar filter={view.filter} search={view.search} searchIn={view.searchIn} paired={meta.paired} editable={!readOnly} shown={rows.length} total={state.segments.length} save={editor.status} onFilter={view.setFilter} onSearch={view.setSearch} onSearchIn={view.setSearchIn} onReplace={() => setDialog('replace')} onMarkReviewed={view.markReviewed} onHelp={() => setDialog('help')} previewOpen={preview} onPreview={() => setPreview((o) => !o)} />
      <SinceReviewNotice since={issues.since} staff={issues.staff} filter={view.filter} onFilter={view.setFilter} />
      <FilePanel file={file} meta={{ ...meta, fileStale: state.fileStale }} rebuilding={editor.rebuilding} editable={meta.editable} onUpdate={() => void editor.rebuild()} extra={<FileScore language={nameOfLanguage({ id: meta.languageId, name: meta.languageId })} score={issues.score} onExport={(format) => exportIssues(file, meta.languageId, format)} />} />
      <Notices editor={editor} notice={notice} />
      <GroupUndo undo={group.undo} onUndo={group.undoGroup} />
      {state.conflicts ? <ConflictView conflicts={state.conflicts} mine={state.targets} onResolve={editor.resolve} /> : null}
      {state.segments.length === 0 ? <Alert color="gray">{t('documentReview.empty')}</Alert> : null}
      {state.segments.length > 0 && rows.length === 0 ? <Text c="dimmed">{t('documentReview.noMatches')}</Text> : null}
      <div ref={setRoot} className="lp-doc-body" data-panel={current || preview ? '' : undefined} data-preview={preview ? '' : undefined}>
        <SegmentList rows={rows} segments={state.segments} targets={state.targets} paired={meta.paired} readOnly={readOnly} active={active} goTo={goTo} findings={findings.counts} issues={issues.counts} marks={threads.mark} me={me} label={meta.fileName} onChange={onChange} onRefused={onRefused} onFocus={onFocus} onBlur={onBlur} />
        <Stack gap="sm" display={current || preview ? undefined : 'none'}>
          {current ? <SegmentPanel segment={current} findings={findings.byPosition.get(current.position) ?? []} readOnly={readOnly} me={me} checksRef={checksHeading} confirmed={current.status === 'CONFIRMED' && state.targets[current.position] === current.target} assists={assistsOf(current.position)} onTake={(text) => take(current.position, text)} onConfirm={() => void editor.confirm([current.position])} onFix={(f) => f.fix !== undefined && editor.edit(f.position, f.fix)} onFixGroup={group.fixGroup} onDismiss={dismiss} extra={<>{issues.panel(current.position)}{threads.threads(current.position)}{readOnly ? null : termAdder(current.position)}</>} /> : null}
          {preview ? <PreviewPanel file={file} fileName={meta.fileName} position={active} fileStale={state.fileStale} onClose={() => setPreview(false)} /> : null}
        </Stack>
      </div>
      <ReplaceDialog
        opened={dialog === 'replace'}
        state={state}
        shown={rows}
        editable={!readOnly}
        onClose={() => setDialog(null)}
        onApply={(changes, skipped) => {
          editor.editMany(changes);
          setDialog(null);
          setNotice(t('documentReview.replace.done', { changed: changes.size, skipped }));
        }}
      />
      <HelpOverlay opened={dialog === 'help'} onClose={() => setDialog(null)} />
    </Stack>
  );
}

function Notices({ editor, notice }: { editor: ReviewEditor; notice: string | null }) {
  const t = useT();
  return (
    <>
      <SaveState save={editor.status} />
      {editor.restored > 0 ? <Alert color="blue" variant="light">{t('documentReview.save.restored', { count: editor.restored })}</Alert> : null}
      {editor.meta && !editor.meta.paired ? (
        <Alert color="yellow" variant="light" title={t('documentReview.targetAlone')}>
          {editor.meta.pairingNote}
        </Alert>
      ) : null}
      {editor.meta && !editor.meta.editable ? <Alert color="gray" variant="light">{t('documentReview.readOnly')}</Alert> : null}
      {editor.actionError ? <Alert color="red">{errorDisplayMessage(editor.actionError)}</Alert> : null}
      <Text size="sm" c="orange.9" role="status" aria-live="polite" mih={notice ? undefined : 0}>
        {notice ?? ''}
      </Text>
    </>
  );
}

interface KeyDeps {
  editor: ReviewEditor;
  rows: readonly number[];
  findings: ReadonlyMap<number, readonly CheckFinding[]>;
  readOnly: boolean;
  move(position: number | undefined): void;
  setDialog(d: 'help' | 'replace' | null): void;
  setNotice(n: string | null): void;
  checksHeading: { current: HTMLHeadingElement | null };
  takeFirst(position: number): void;
}

function useKeys({ editor, rows, findings, readOnly, move, setDialog, setNotice, checksHeading, takeFirst }: KeyDeps) {
  const t = useT();
  return (event: KeyboardEvent<HTMLElement>) => {
    const field = (event.target as HTMLElement).closest?.('.lp-doc-field');
    const position = field ? Number(field.getAttribute('data-position')) : null;
    const inText = !!field || ['INPUT', 'TEXTAREA'].includes((event.target as HTMLElement).tagName);
    const command = reviewCommand(event, inText);
    if (!command) return;
    const at = position !== null ? rows.indexOf(position) : -1;
    event.preventDefault();
    if (command === 'help') return setDialog('help');
    if (command === 'replace') return !readOnly && setDialog('replace');
    if (command === 'checks') return checksHeading.current?.focus();
    if (command === 'suggestion') return position !== null && !readOnly && takeFirst(position);
    if (command === 'next') return move(rows[at + 1]);
    if (command === 'previous') return move(rows[Math.max(0, at - 1)]);
    if (command === 'confirmNext' && position !== null && !readOnly) {
      const blocking = (findings.get(position) ?? []).find((f) => f.severity === 'error');
      if (blocking) return setNotice(t('documentReview.blocked', { reason: t(blocking.text, blocking.params) }));
      void editor.confirm([position]);
      move(rows[at + 1]);
    }
  };
}
