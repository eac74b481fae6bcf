// "Review and edit" of a completed media request: the preview with the edited subtitles, the waveform
// timeline, and the lines (transcript beside a chosen translation) with the keyboard of a subtitle editor.
// Saves follow each change; "Update translations" retranslates the stale lines, "Update files" renders the
// outputs again; export in any of the 15 subtitle types, import of SRT or VTT.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Alert, Button, FileButton, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { calls, SEGMENT_NUDGE_SECONDS, SUBTITLE_FORMATS, type JobRequest, type SubtitleFormat } from '@lingua/contract';
import { errorDisplayMessage, useCall, useT } from '@lingua/core';
import { IconAlertTriangle, IconArrowBackUp, IconArrowForwardUp, IconDownload, IconLanguage, IconRefresh, IconUpload, IconX } from '@tabler/icons-react';
import { useMediaPeaks } from '../api/get-media-peaks.ts';
import { registerMachineTranslationTexts } from '../texts.ts';
import { editSource, editTranslation, lineAt, mergeIntoPrevious, setEdge, splitLine, type EditResult } from './editor-state.ts';
import { MediaPreview } from './media-preview.tsx';
import { SegmentList } from './segment-list.tsx';
import { SegmentTimeline } from './segment-timeline.tsx';
import { useMediaEditor, type MediaEditorModel } from './use-media-editor.ts';
import { usePlayer } from './use-player.ts';

registerMachineTranslationTexts();

/** How often the request is read while its files are rebuilt. */
export const REBUILD_POLL_MS = 750;

/** Props of MediaEditor. */
export interface MediaEditorProps {
  job: JobRequest;
  onClose: () => void;
  /** After a change was saved. */
  onSaved?: () => void;
  /** When a rebuild of the files started by this editor has finished. */
  onRebuilt?: () => void;
  onFailed?: (error: unknown) => void;
}

export function MediaEditor({ job, onClose, onSaved, onRebuilt, onFailed }: MediaEditorProps) {
  const t = useT();
  const events = useMemo(() => ({ onSaved, onFailed }), [onSaved, onFailed]);
  const editor = useMediaEditor(job.id, events);
  const { segments, file } = editor;

  // While the files are rebuilt the request is read every REBUILD_POLL_MS (the details page refreshes every 10 s,
  // long for a subtitle file rebuilt in a second); the shared cache brings the new status to the details too.
  useCall(calls.getJobRequest, job.status === 'TRANSLATING' ? { params: { jobRequestId: job.id } } : null, { refreshInterval: REBUILD_POLL_MS, dedupingInterval: 0 });
  // A rebuild ends with the request COMPLETED again: read the lines (now editable) once it does.
  const status = useRef(job.status);
  useEffect(() => {
    if (status.current === 'TRANSLATING' && job.status !== 'TRANSLATING') {
      void segments.mutate();
      onRebuilt?.();
    }
    status.current = job.status;
  }, [job.status, onRebuilt, segments]);

  let body;
  if (segments.error) body = <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>{`${t('machineTranslation.media.editor.loadFailed')} ${errorDisplayMessage(segments.error)}`}</Alert>;
  else if (!segments.data) body = <Loader size="sm" aria-label={t('machineTranslation.media.editor.title')} />;
  else if (!file) body = <Alert color="gray">{t('machineTranslation.media.editor.noLines')}</Alert>;
  else body = <EditorBody job={job} editor={editor} />;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="media-editor-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={3} size="h4" id="media-editor-title">
              {t('machineTranslation.media.editor.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('machineTranslation.media.editor.intro')}
            </Text>
          </div>
          <Button variant="default" size="xs" leftSection={<IconX size={14} aria-hidden />} onClick={onClose}>
            {t('machineTranslation.media.editor.close')}
          </Button>
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}

function EditorBody({ job, editor }: { job: JobRequest; editor: MediaEditorModel }) {
  const t = useT();
  const file = editor.file!;
  const data = editor.segments.data!;
  const player = usePlayer();
  const peaks = useMediaPeaks(job.id, file.fileIndex);
  const root = useRef<HTMLDivElement | null>(null);
  const [target, setTarget] = useState<string | null>(file.translations[0]?.languageId ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const names = new Map([[job.sourceLanguage.id, job.sourceLanguage.name], ...job.targetLanguages.map((l) => [l.id, l.name] as const)]);
  const source = file.source.languageId;
  const readOnly = !data.editable;
  const { doc } = editor;
  const translation = target ? (doc.translations[target] ?? null) : null;
  const subtitleLanguage = target ?? source;
  const previewLines = useMemo(() => {
    const texts = translation ? new Map(translation.map((l) => [l.id, l.text])) : null;
    return doc.transcript.map((l) => ({ start: l.start, end: l.end, text: texts ? (texts.get(l.id) ?? '') : l.text }));
  }, [doc.transcript, translation]);
  const activeId = lineAt(doc, player.time);

  // The rows are memoised: their handlers must not change with every keystroke or tick of the playhead, so they
  // read what they need (document, playhead, language) from a ref updated on each render.
  const now = useRef({ doc, time: player.time, target, readOnly });
  now.current = { doc, time: player.time, target, readOnly };
  const { apply, update, undo, redo } = editor;
  const { seek } = player;
  const duration = file.durationSeconds;

  const take = useCallback(
    (result: EditResult, focus?: { id: string; caret: number }) => {
      if (!result.ok) {
        setProblem(t(`machineTranslation.media.editor.problems.${result.problem}`));
        return;
      }
      setProblem(null);
      apply(result.doc);
      if (focus)
        requestAnimationFrame(() => {
          const area = root.current?.querySelector<HTMLTextAreaElement>(`[data-line="${focus.id}"] textarea[data-field="source"]`);
          area?.focus();
          area?.setSelectionRange(focus.caret, focus.caret);
        });
    },
    [apply, t],
  );

  const onKey = useCallback(
    (event: ReactKeyboardEvent<HTMLElement>, id: string, field: 'time' | 'source' | 'target') => {
      const { doc: current, time, readOnly: locked } = now.current;
      const ctrl = event.ctrlKey || event.metaKey;
      const key = event.key;
      const done = () => event.preventDefault();
      if (ctrl && (key === 'z' || key === 'Z')) {
        done();
        if (event.shiftKey) redo();
        else undo();
        return;
      }
      if (ctrl && (key === 'y' || key === 'Y')) return (done(), redo());
      if (locked) return;
      const area = event.currentTarget as HTMLTextAreaElement;
      const i = current.transcript.findIndex((l) => l.id === id);
      if (ctrl && key === 'Enter' && field === 'source') {
        done();
        const result = splitLine(current, id, area.selectionStart);
        take(result, result.ok ? { id: result.doc.transcript[i + 1]!.id, caret: 0 } : undefined);
        return;
      }
      const atStart = field === 'source' && area.selectionStart === 0 && area.selectionEnd === 0;
      if ((ctrl && (key === 'm' || key === 'M')) || (key === 'Backspace' && atStart && !ctrl && !event.altKey)) {
        done();
        const previous = current.transcript[i - 1];
        take(mergeIntoPrevious(current, id), previous ? { id: previous.id, caret: previous.text.length + 1 } : undefined);
        return;
      }
      if ((key === '[' || key === ']') && (event.altKey || field === 'time')) {
        done();
        take(setEdge(current, id, key === '[' ? 'start' : 'end', time, duration));
        return;
      }
      if (event.altKey && (key === 'ArrowLeft' || key === 'ArrowRight')) {
        done();
        const line = current.transcript[i]!;
        const edge = event.shiftKey ? 'end' : 'start';
        take(setEdge(current, id, edge, line[edge] + (key === 'ArrowLeft' ? -1 : 1) * SEGMENT_NUDGE_SECONDS, duration));
      }
    },
    [duration, redo, take, undo],
  );

  const handlers = useMemo(
    () => ({
      onSourceText: (id: string, text: string) => update((d) => editSource(d, id, text), `source:${id}`),
      onTargetText: (id: string, text: string) => {
        const language = now.current.target;
        if (language) update((d) => editTranslation(d, language, id, text), `${language}:${id}`);
      },
      onSeek: (id: string) => {
        const line = now.current.doc.transcript.find((l) => l.id === id);
        if (line) seek(line.start);
      },
      onKey,
    }),
    [onKey, seek, update],
  );

  return (
    <Stack gap="sm" ref={root}>
      <EditorNotices job={job} editor={editor} problem={problem} />
      <Toolbar job={job} editor={editor} target={target} onTarget={setTarget} names={names} readOnly={readOnly} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <MediaPreview job={job} file={file} languageId={subtitleLanguage} languageName={names.get(subtitleLanguage) ?? subtitleLanguage} lines={previewLines} player={player} />
        <Stack gap="xs">
          <SegmentTimeline
            peaks={peaks.data}
            durationSeconds={file.durationSeconds}
            lines={doc.transcript}
            time={player.time}
            activeId={activeId}
            onSeek={player.seek}
            onEdge={(id, edge, seconds) => !readOnly && take(setEdge(doc, id, edge, seconds, file.durationSeconds))}
          />
          <Shortcuts />
        </Stack>
      </SimpleGrid>
      <Title order={4} size="h6">
        {t('machineTranslation.media.editor.lines')}
      </Title>
      <SegmentList
        lines={doc.transcript}
        translation={translation}
        sourceLanguageName={names.get(source) ?? source}
        targetLanguageName={target ? (names.get(target) ?? target) : null}
        activeId={activeId}
        follow={player.playing}
        readOnly={readOnly}
        {...handlers}
      />
    </Stack>
  );
}

function EditorNotices({ job, editor, problem }: { job: JobRequest; editor: MediaEditorModel; problem: string | null }) {
  const t = useT();
  const data = editor.segments.data!;
  return (
    <>
      {editor.saveState === 'conflict' ? (
        <Alert color="orange" title={t('machineTranslation.media.editor.conflictTitle')} icon={<IconAlertTriangle aria-hidden />} role="alert">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">{t('machineTranslation.media.editor.conflictText')}</Text>
            <Button size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => void editor.reload()}>
              {t('machineTranslation.media.editor.reload')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {editor.saveState === 'error' && editor.saveError ? (
        <Alert color="red" role="alert">
          {t(editor.retrying ? 'machineTranslation.media.editor.saveRetrying' : 'machineTranslation.media.editor.saveFailed', { message: editor.saveError })}
        </Alert>
      ) : null}
      {job.status === 'TRANSLATING' ? (
        <Alert color="blue" role="status">
          {t('machineTranslation.media.editor.rebuilding', { percent: job.progress ?? 0 })}
        </Alert>
      ) : !data.editable ? (
        <Alert color="gray">{t(job.status === 'COMPLETED' ? 'machineTranslation.media.editor.readOnlyArchived' : 'machineTranslation.media.editor.readOnly')}</Alert>
      ) : null}
      {data.rebuildFailure && job.status !== 'TRANSLATING' ? (
        <Alert color="red" role="alert">
          {t('machineTranslation.media.editor.rebuildFailed', { reason: data.rebuildFailure })}
        </Alert>
      ) : null}
      {problem ? (
        <Alert color="orange" role="alert">
          {problem}
        </Alert>
      ) : null}
    </>
  );
}

function Toolbar({
  job,
  editor,
  target,
  onTarget,
  names,
  readOnly,
}: {
  job: JobRequest;
  editor: MediaEditorModel;
  target: string | null;
  onTarget: (languageId: string | null) => void;
  names: Map<string, string>;
  readOnly: boolean;
}) {
  const t = useT();
  const file = editor.file!;
  const data = editor.segments.data!;
  const languages = [file.source.languageId, ...file.translations.map((l) => l.languageId)].map((id) => ({ value: id, label: names.get(id) ?? id }));
  // A change not saved yet is not in the files either.
  const outputsStale = editor.saveState !== 'saved' || file.source.outputsStale || file.translations.some((l) => l.outputsStale);
  const [exportLanguage, setExportLanguage] = useState(file.source.languageId);
  const [format, setFormat] = useState<SubtitleFormat>((job.subtitlesType as SubtitleFormat | null | undefined) ?? 'srt');
  const [importLanguage, setImportLanguage] = useState(file.source.languageId);
  const [importNote, setImportNote] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap" align="flex-end">
        <Text size="sm" role="status" aria-live="polite" c={editor.saveState === 'conflict' || editor.saveState === 'error' ? 'red.8' : 'dimmed'} miw={140}>
          {t(`machineTranslation.media.editor.saveState.${editor.saveState}`)}
        </Text>
        <Button size="xs" variant="default" leftSection={<IconArrowBackUp size={14} aria-hidden />} disabled={!editor.canUndo || readOnly} onClick={editor.undo}>
          {t('machineTranslation.media.editor.undo')}
        </Button>
        <Button size="xs" variant="default" leftSection={<IconArrowForwardUp size={14} aria-hidden />} disabled={!editor.canRedo || readOnly} onClick={editor.redo}>
          {t('machineTranslation.media.editor.redo')}
        </Button>
        {data.files.length > 1 ? (
          <Select
            size="xs"
            label={t('machineTranslation.media.editor.sourceFile')}
            value={String(file.fileIndex)}
            allowDeselect={false}
            onChange={(v) => v !== null && editor.setFileIndex(Number(v))}
            data={data.files.map((f) => ({ value: String(f.fileIndex), label: f.fileName }))}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        {file.translations.length > 0 ? (
          <Select
            size="xs"
            w={200}
            label={t('machineTranslation.media.editor.targetLanguage')}
            value={target ?? ''}
            allowDeselect={false}
            onChange={(v) => onTarget(v || null)}
            data={[{ value: '', label: t('machineTranslation.media.editor.noTranslation') }, ...file.translations.map((l) => ({ value: l.languageId, label: names.get(l.languageId) ?? l.languageId }))]}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        <Button
          size="xs"
          variant="light"
          leftSection={<IconLanguage size={14} aria-hidden />}
          disabled={readOnly || editor.staleLines === 0}
          loading={editor.busy === 'retranslate'}
          title={t('machineTranslation.media.editor.updateTranslationsHint', { count: editor.staleLines })}
          onClick={() => void editor.retranslate()}
        >
          {t('machineTranslation.media.editor.updateTranslations')}
          {editor.staleLines > 0 ? ` (${editor.staleLines})` : ''}
        </Button>
        <Button
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          disabled={readOnly || !outputsStale || editor.saveState !== 'saved'}
          loading={editor.busy === 'rebuild'}
          title={t('machineTranslation.media.editor.updateFilesHint')}
          onClick={() => void editor.rebuild()}
        >
          {t('machineTranslation.media.editor.updateFiles')}
        </Button>
        <Text size="xs" c={outputsStale ? 'orange.9' : 'dimmed'}>
          {t(outputsStale ? 'machineTranslation.media.editor.staleFiles' : 'machineTranslation.media.editor.filesCurrent')}
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap" align="flex-end">
        <Select size="xs" w={160} label={t('machineTranslation.media.editor.exportLanguage')} value={exportLanguage} allowDeselect={false} onChange={(v) => v && setExportLanguage(v)} data={languages} comboboxProps={{ withinPortal: true }} />
        <Select
          size="xs"
          w={110}
          label={t('machineTranslation.media.editor.exportFormat')}
          value={format}
          allowDeselect={false}
          onChange={(v) => v && setFormat(v as SubtitleFormat)}
          data={SUBTITLE_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => void editor.exportAs(exportLanguage, format, `${file.fileName.replace(/\.[^.]+$/, '')}_${exportLanguage}.${format}`)}
        >
          {t('machineTranslation.media.editor.download')}
        </Button>
        <Select size="xs" w={160} label={t('machineTranslation.media.editor.importLanguage')} value={importLanguage} allowDeselect={false} onChange={(v) => v && setImportLanguage(v)} data={languages} disabled={readOnly} comboboxProps={{ withinPortal: true }} />
        <FileButton
          accept=".srt,.vtt"
          onChange={(chosen) => {
            if (!chosen) return;
            const language = names.get(importLanguage) ?? importLanguage;
            editor
              .importFile(importLanguage, chosen)
              .then(() => setImportNote({ ok: true, text: t('machineTranslation.media.editor.importDone', { language, fileName: chosen.name }) }))
              .catch((error: unknown) => setImportNote({ ok: false, text: t('machineTranslation.media.editor.importFailed', { message: errorDisplayMessage(error) }) }));
          }}
        >
          {(props) => (
            <Button {...props} size="xs" variant="default" leftSection={<IconUpload size={14} aria-hidden />} disabled={readOnly} loading={editor.busy === 'import'}>
              {t('machineTranslation.media.editor.import')}
            </Button>
          )}
        </FileButton>
      </Group>
      {importNote ? (
        <Text size="sm" c={importNote.ok ? 'green.9' : 'red.8'} role={importNote.ok ? 'status' : 'alert'}>
          {importNote.text}
        </Text>
      ) : null}
    </Stack>
  );
}

function Shortcuts() {
  const t = useT();
  const keys = ['seek', 'setStart', 'setEnd', 'nudge', 'split', 'merge', 'undo'] as const;
  return (
    <details>
      <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>{t('machineTranslation.media.editor.shortcutsTitle')}</summary>
      <ul style={{ margin: '4px 0 0', paddingLeft: 18, fontSize: 'var(--mantine-font-size-xs)' }}>
        {keys.map((k) => (
          <li key={k}>{t(`machineTranslation.media.editor.shortcuts.${k}`)}</li>
        ))}
      </ul>
    </details>
  );
}
