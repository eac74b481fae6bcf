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
import { TimelineBlock, type Edge } from './timeline-block.tsx';
import { TIMELINE_HEIGHT as HEIGHT, timelineWindow, wavePath, xOf } from './timeline-state.ts';


export interface SegmentTimelineProps {
  peaks: MediaPeaks | undefined;
  durationSeconds: number;
  lines: readonly Line[];
  time: number;
  activeId: string | null;
  onSeek: (seconds: number) => void;
  /** A dragged edge was let go at `seconds`; absent, the lines' edges cannot be dragged (the details' preview). */
  onEdge?: (id: string, edge: Edge, seconds: number) => void;
}

export function SegmentTimeline({ peaks, durationSeconds, lines, time, activeId, onSeek, onEdge }: SegmentTimelineProps) {
  const t = useT();
  const svg = useRef<SVGSVGElement | null>(null);
  const [drag, setDrag] = useState<{ id: string; edge: Edge; seconds: number } | null>(null);
  const w = timelineWindow(time, durationSeconds);
  const { from, span } = w;
  const x = (s: number) => xOf(w, s);
  const secondsAt = (clientX: number) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0) return from;
    return Math.max(0, Math.min(durationSeconds, from + ((clientX - box.left) / box.width) * span));
  };
  const wave = useMemo(() => wavePath(peaks, { from, span }), [peaks, from, span]);
  const startDrag = (event: ReactPointerEvent, id: string, edge: Edge) => {
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
        {visible.map((l) => (
          <TimelineBlock
            key={l.id}
            id={l.id}
            x0={x(drag?.id === l.id && drag.edge === 'start' ? drag.seconds : l.start)}
            x1={x(drag?.id === l.id && drag.edge === 'end' ? drag.seconds : l.end)}
            active={l.id === activeId}
            draggable={!!onEdge}
            onDragStart={startDrag}
          />
        ))}
        <path d={wave} stroke="var(--mantine-color-gray-7)" strokeWidth={1} vectorEffect="non-scaling-stroke" />
        <line x1={x(time)} x2={x(time)} y1={0} y2={HEIGHT} stroke="var(--mantine-color-red-7)" strokeWidth={2} vectorEffect="non-scaling-stroke" />
      </svg>
    </Box>
  );
}
