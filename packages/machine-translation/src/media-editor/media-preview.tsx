// The preview: the source video (or audio) with the chosen language's subtitles as a WebVTT track served from
// the stored lines, updated in place as the user edits (no reload); the dubbed and burned-in outputs play in
// the same player.
import { useState } from 'react';
import { Select, Stack, Text } from '@mantine/core';
import type { JobRequest, MediaSegmentFile } from '@lingua/contract';
import { useT } from '@lingua/core';
import { usePlayedSource, useSubtitleTrack, type PreviewLines } from './use-preview-sources.ts';
import type { Player } from './use-player.ts';

export interface MediaPreviewProps {
  job: JobRequest;
  file: MediaSegmentFile;
  /** The language whose subtitles are shown over the source. */
  languageId: string;
  languageName: string;
  /** That language's current lines (edits included), in time order. */
  lines: PreviewLines;
  player: Player;
}

/** The outputs of the file that can be played: dubbed and subtitled renderings, by language. */
function playableOutputs(job: JobRequest, file: MediaSegmentFile) {
  const stem = file.fileName.replace(/\.[^.]+$/, '');
  return job.files.filter((f) => f.category === 'TRANSLATED_DOCUMENT' && f.fileName.startsWith(`${stem}_`) && /_(dubbed|subtitled)\.[a-z0-9]+$/i.test(f.fileName));
}

export function MediaPreview({ job, file, languageId, languageName, lines, player }: MediaPreviewProps) {
  const t = useT();
  const [playing, setPlaying] = useState<string>(file.fileKey);
  const src = usePlayedSource(job.id, playing);
  const { track, trackRef } = useSubtitleTrack(job.id, file.fileIndex, languageId, lines, src);
  const outputs = playableOutputs(job, file);
  const isSource = playing === file.fileKey;
  const Media = file.kind === 'video' || !isSource ? 'video' : 'audio';
  // The player's box is the same before its address arrives, before the file's size is known and after: a box
  // that grew on load moved everything below it (the files and Download all) under the user's pointer.
  const box = Media === 'video' ? { width: '100%', aspectRatio: '16 / 9', maxHeight: 360 } : { width: '100%', height: 54 };
  return (
    <Stack gap="xs">
      {outputs.length > 0 ? (
        <Select
          label={t('machineTranslation.media.editor.playing')}
          size="xs"
          w={320}
          allowDeselect={false}
          value={playing}
          onChange={(v) => v && setPlaying(v)}
          data={[{ value: file.fileKey, label: t('machineTranslation.media.editor.playSource') }, ...outputs.map((o) => ({ value: o.fileKey, label: o.fileName }))]}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {src ? (
        <Media
          key={`${playing}-${src}`}
          ref={player.ref}
          src={src}
          controls
          preload="metadata"
          style={{ ...box, background: Media === 'video' ? '#000' : undefined, borderRadius: 8 }}
          aria-label={t('machineTranslation.media.editor.preview')}
        >
          {isSource && track ? <track ref={trackRef} kind="subtitles" src={track} srcLang={languageId} label={languageName} default /> : null}
        </Media>
      ) : (
        <Text size="sm" c="dimmed" style={box}>
          {t('machineTranslation.media.editor.preview')}
        </Text>
      )}
    </Stack>
  );
}
