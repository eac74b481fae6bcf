// The preview's sources: the played file's address, the served WebVTT track of the shown language, and the
// track's cues kept equal to the edited lines (in place: no reload of the track while the user types).
import { useEffect, useRef, useState } from 'react';
import { getFileDownloadUrl } from '@lingua/core';
import { getMediaSubtitles } from '../api/get-media-subtitles.ts';

export type PreviewLines = ReadonlyArray<{ start: number; end: number; text: string }>;

/** The address of the file played (the source or one of its outputs), asked anew when another is chosen. */
export function usePlayedSource(jobRequestId: string, fileKey: string) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSrc(null);
    void getFileDownloadUrl(jobRequestId, fileKey, true).then(({ downloadUrl }) => live && setSrc(downloadUrl));
    return () => {
      live = false;
    };
  }, [jobRequestId, fileKey]);
  return src;
}

/** The track as the server renders it from the stored lines; later edits are applied to its cues. */
export function useSubtitleTrack(jobRequestId: string, fileIndex: number, languageId: string, lines: PreviewLines, src: string | null) {
  const [track, setTrack] = useState<string | null>(null);
  const trackRef = useRef<HTMLTrackElement | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    void getMediaSubtitles(jobRequestId, fileIndex, languageId, 'vtt').then((blob) => {
      if (!live) return;
      url = URL.createObjectURL(new Blob([blob], { type: 'text/vtt' }));
      setTrack(url);
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [jobRequestId, fileIndex, languageId]);
  useEffect(() => {
    const element = trackRef.current;
    const textTrack = element?.track;
    if (!element || !textTrack || typeof VTTCue === 'undefined') return;
    const apply = () => {
      textTrack.mode = 'showing';
      const shown = lines.filter((l) => l.text.trim());
      const cues = Array.from(textTrack.cues ?? []) as VTTCue[];
      // A keystroke changes one line of hundreds: the cues are changed in place where their number is the same.
      if (cues.length === shown.length) {
        shown.forEach((l, i) => {
          const cue = cues[i]!;
          if (cue.text !== l.text) cue.text = l.text;
          if (cue.startTime !== l.start) cue.startTime = l.start;
          if (cue.endTime !== l.end) cue.endTime = l.end;
        });
        return;
      }
      for (const cue of cues) textTrack.removeCue(cue);
      for (const l of shown) textTrack.addCue(new VTTCue(l.start, l.end, l.text));
    };
    // Before the served file has loaded, its cues would land after ours: apply once it has.
    if (element.readyState === 2) apply();
    else element.addEventListener('load', apply, { once: true });
    return () => element.removeEventListener('load', apply);
  }, [lines, track, src]);
  return { track, trackRef };
}
