// The timeline under the preview: the source's waveform (peaks computed once on the server), the lines as
// blocks, and the playhead, over a window of the media that follows the playhead. A click seeks; dragging a
// block's edge moves that boundary (the same rule as the keyboard's: refused where it would overlap). The
// keyboard moves boundaries from the line list, so the timeline is a pointer convenience.
import { useMemo, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { Box } from '@mantine/core';
import type { MediaPeaks } from '@lingua/contract';
import { useT } from '@lingua/core';
import type { Line } from './editor-state.ts';

/** Seconds of media the timeline shows at once. */
export const TIMELINE_WINDOW_SECONDS = 30;
const HEIGHT = 96;

/** Props of SegmentTimeline. */
export interface SegmentTimelineProps {
  peaks: MediaPeaks | undefined;
  durationSeconds: number;
  lines: readonly Line[];
  time: number;
  activeId: string | null;
  onSeek: (seconds: number) => void;
  /** A dragged edge was let go at `seconds`; absent, the lines' edges cannot be dragged (the details' preview). */
  onEdge?: (id: string, edge: 'start' | 'end', seconds: number) => void;
}

export function SegmentTimeline({ peaks, durationSeconds, lines, time, activeId, onSeek, onEdge }: SegmentTimelineProps) {
  const t = useT();
  const svg = useRef<SVGSVGElement | null>(null);
  const [drag, setDrag] = useState<{ id: string; edge: 'start' | 'end'; seconds: number } | null>(null);
  const span = Math.min(TIMELINE_WINDOW_SECONDS, Math.max(durationSeconds, 1));
  // The window keeps the playhead a sixth in, and stops at the media's end.
  const from = Math.max(0, Math.min(time - span / 6, durationSeconds - span));
  const x = (s: number) => ((s - from) / span) * 1000;
  const secondsAt = (clientX: number) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0) return from;
    return Math.max(0, Math.min(durationSeconds, from + ((clientX - box.left) / box.width) * span));
  };

  const wave = useMemo(() => {
    if (!peaks) return '';
    const first = Math.floor(from * peaks.peaksPerSecond);
    const last = Math.min(peaks.peaks.length, Math.ceil((from + span) * peaks.peaksPerSecond));
    let d = '';
    for (let i = first; i < last; i++) {
      const px = (((i / peaks.peaksPerSecond - from) / span) * 1000).toFixed(1);
      const h = Math.max(0.5, peaks.peaks[i]! * (HEIGHT / 2 - 4));
      d += `M${px} ${(HEIGHT / 2 - h).toFixed(1)}V${(HEIGHT / 2 + h).toFixed(1)}`;
    }
    return d;
  }, [peaks, from, span]);

  const startDrag = (event: ReactPointerEvent, id: string, edge: 'start' | 'end') => {
    event.stopPropagation();
    (event.target as Element).setPointerCapture?.(event.pointerId);
    setDrag({ id, edge, seconds: secondsAt(event.clientX) });
  };
  const visible = lines.filter((l) => l.end >= from && l.start <= from + span);
  return (
    <Box style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, overflow: 'hidden', background: 'var(--mantine-color-gray-0)' }}>
      <svg
        ref={svg}
        role="img"
        aria-label={t('machineTranslation.media.editor.timeline')}
        viewBox={`0 0 1000 ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
        style={{ display: 'block', touchAction: 'none', cursor: 'pointer' }}
        onPointerDown={(e) => onSeek(secondsAt(e.clientX))}
        onPointerMove={(e) => drag && setDrag({ ...drag, seconds: secondsAt(e.clientX) })}
        onPointerUp={() => {
          if (drag) onEdge?.(drag.id, drag.edge, drag.seconds);
          setDrag(null);
        }}
      >
        {visible.map((l) => {
          const start = drag?.id === l.id && drag.edge === 'start' ? drag.seconds : l.start;
          const end = drag?.id === l.id && drag.edge === 'end' ? drag.seconds : l.end;
          const active = l.id === activeId;
          return (
            <g key={l.id}>
              <rect x={x(start)} y={4} width={Math.max(1, x(end) - x(start))} height={HEIGHT - 8} rx={3} fill={active ? 'var(--mantine-color-blue-2)' : 'var(--mantine-color-blue-0)'} stroke="var(--mantine-color-blue-5)" strokeWidth={1} vectorEffect="non-scaling-stroke" />
              {(onEdge ? (['start', 'end'] as const) : []).map((edge) => (
                <rect
                  key={edge}
                  data-edge={`${l.id}-${edge}`}
                  x={x(edge === 'start' ? start : end) - 4}
                  y={4}
                  width={8}
                  height={HEIGHT - 8}
                  fill="var(--mantine-color-blue-6)"
                  fillOpacity={0.35}
                  style={{ cursor: 'ew-resize' }}
                  onPointerDown={(e) => startDrag(e, l.id, edge)}
                />
              ))}
            </g>
          );
        })}
        <path d={wave} stroke="var(--mantine-color-gray-7)" strokeWidth={1} vectorEffect="non-scaling-stroke" />
        <line x1={x(time)} x2={x(time)} y1={0} y2={HEIGHT} stroke="var(--mantine-color-red-7)" strokeWidth={2} vectorEffect="non-scaling-stroke" />
      </svg>
    </Box>
  );
}
