// The preview with the shown language's subtitles beside the waveform timeline, whose cue edges can be dragged.
import { useMemo } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import type { JobRequest } from '@lingua/contract';
import { useMediaPeaks } from '../api/get-media-peaks.ts';
import { setEdge, type EditResult } from './editor-state.ts';
import { EditorShortcuts } from './editor-shortcuts.tsx';
import { MediaPreview } from './media-preview.tsx';
import { SegmentTimeline } from './segment-timeline.tsx';
import type { MediaEditorModel } from './use-media-editor.ts';
import type { Player } from './use-player.ts';

export interface EditorMediaProps {
  job: JobRequest;
  editor: MediaEditorModel;
  player: Player;
  target: string | null;
  names: Map<string, string>;
  activeId: string | null;
  onEdge: (result: EditResult) => void;
}

export function EditorMedia({ job, editor, player, target, names, activeId, onEdge }: EditorMediaProps) {
  const file = editor.file!;
  const { doc } = editor;
  const peaks = useMediaPeaks(job.id, file.fileIndex);
  const language = target ?? file.source.languageId;
  const translation = target ? (doc.translations[target] ?? null) : null;
  const previewLines = useMemo(() => {
    const texts = translation ? new Map(translation.map((l) => [l.id, l.text])) : null;
    return doc.transcript.map((l) => ({ start: l.start, end: l.end, text: texts ? (texts.get(l.id) ?? '') : l.text }));
  }, [doc.transcript, translation]);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      <MediaPreview job={job} file={file} languageId={language} languageName={names.get(language) ?? language} lines={previewLines} player={player} />
      <Stack gap="xs">
        <SegmentTimeline
          peaks={peaks.data}
          durationSeconds={file.durationSeconds}
          lines={doc.transcript}
          time={player.time}
          activeId={activeId}
          onSeek={player.seek}
          onEdge={(id, edge, seconds) => onEdge(setEdge(doc, id, edge, seconds, file.durationSeconds))}
        />
        <EditorShortcuts />
      </Stack>
    </SimpleGrid>
  );
}
