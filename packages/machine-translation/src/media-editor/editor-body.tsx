// The editor once the lines are read: notices, the toolbar, the preview beside the waveform timeline, and the
// lines (transcript beside the chosen translation).
import { useRef, useState } from 'react';
import { Group, Stack, Switch, Title } from '@mantine/core';
import { isUnsureLine, type JobRequest } from '@lingua/contract';
import { useLanguageCodes, useT } from '@lingua/core';
import { requestLanguageNames } from '../languages.ts';
import { lineAt } from './editor-state.ts';
import { EditorMedia } from './editor-media.tsx';
import { EditorNotices } from './editor-notices.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import { LineIssuesBar, useLineIssues } from './line-issues.tsx';
import { QualityCheck } from './quality-check.tsx';
import { SegmentList } from './segment-list.tsx';
import { useMemorySuggestions } from '../api/get-media-memory-suggestions.ts';
import { useEditorHandlers, useTake } from './use-editor-handlers.ts';
import type { MediaEditorModel } from './use-media-editor.ts';
import { usePlayer } from './use-player.ts';
import { useQualityCheck } from './use-quality-check.ts';

export function EditorBody({ job, editor, unsureFirst: openUnsureFirst = false }: { job: JobRequest; editor: MediaEditorModel; unsureFirst?: boolean }) {
  const t = useT();
  useLanguageCodes();
  const file = editor.file!;
  const player = usePlayer();
  const root = useRef<HTMLDivElement | null>(null);
  const [target, setTarget] = useState<string | null>(file.translations[0]?.languageId ?? null);
  const [unsureFirst, setUnsureFirst] = useState(openUnsureFirst);
  const names = requestLanguageNames(job);
  const source = file.source.languageId;
  const readOnly = !editor.segments.data!.editable;
  const { doc } = editor;
  const translation = target ? (doc.translations[target] ?? null) : null;
  const activeId = lineAt(doc, player.time);
  const { take, problem } = useTake(editor.apply, root);
  const handlers = useEditorHandlers(editor, { doc, time: player.time, target, readOnly, durationSeconds: file.durationSeconds }, player.seek, take);
  const suggestions = useMemorySuggestions(job.id, file.fileIndex, readOnly ? null : target);
  const quality = useQualityCheck(doc, source, target, editor.segments.data!.subtitleRules, file.durationSeconds);
  const issues = useLineIssues(job, file.fileIndex, target, translation ?? undefined);
  return (
    <Stack gap="sm" ref={root}>
      <EditorNotices job={job} editor={editor} problem={problem} />
      <EditorToolbar job={job} editor={editor} target={target} onTarget={setTarget} names={names} readOnly={readOnly} />
      <EditorMedia job={job} editor={editor} player={player} target={target} names={names} activeId={activeId} onEdge={(result) => !readOnly && take(result)} />
      <QualityCheck items={quality.items} lines={quality.lines} names={names} readOnly={readOnly} onShow={handlers.onSeek} onFix={(item) => take(quality.fix(item))} onAccept={(item) => take(quality.accept(item))} />
      {issues.enabled && target ? <LineIssuesBar issues={issues} jobRequestId={job.id} fileIndex={file.fileIndex} target={target} language={names.get(target) ?? target} /> : null}
      <Group justify="space-between" wrap="wrap">
        <Title order={4} size="h6">
          {t('machineTranslation.media.editor.lines')}
        </Title>
        {doc.transcript.some(isUnsureLine) ? (
          <Switch size="xs" label={t('machineTranslation.media.editor.unsureFirst')} checked={unsureFirst} onChange={(e) => setUnsureFirst(e.currentTarget.checked)} />
        ) : null}
      </Group>
      <SegmentList
        lines={doc.transcript}
        translation={translation}
        sourceLanguageName={names.get(source) ?? source}
        targetLanguageName={target ? (names.get(target) ?? target) : null}
        activeId={activeId}
        overruns={target ? file.translations.find((l) => l.languageId === target)?.voiceOverruns : undefined}
        follow={player.playing}
        readOnly={readOnly}
        suggestions={suggestions}
        unsureFirst={unsureFirst}
        issues={issues.enabled ? issues.rows : undefined}
        only={issues.changedOnly ? issues.changed : null}
        {...handlers}
      />
    </Stack>
  );
}
