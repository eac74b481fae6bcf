// One line on the timeline: its block (highlighted while playing) and, where edges can be dragged, a handle on each.
import type { PointerEvent as ReactPointerEvent } from 'react';
import { TIMELINE_HEIGHT as HEIGHT } from './timeline-state.ts';

export type Edge = 'start' | 'end';

export interface TimelineBlockProps {
  id: string;
  /** x of the line's start and end on the drawing. */
  x0: number;
  x1: number;
  active: boolean;
  draggable: boolean;
  onDragStart: (event: ReactPointerEvent, id: string, edge: Edge) => void;
}

export function TimelineBlock({ id, x0, x1, active, draggable, onDragStart }: TimelineBlockProps) {
  return (
    <g>
      <rect x={x0} y={4} width={Math.max(1, x1 - x0)} height={HEIGHT - 8} rx={3} fill={active ? 'var(--mantine-color-blue-2)' : 'var(--mantine-color-blue-0)'} stroke="var(--mantine-color-blue-5)" strokeWidth={1} vectorEffect="non-scaling-stroke" />
      {(draggable ? (['start', 'end'] as const) : []).map((edge) => (
        <rect
          key={edge}
          data-edge={`${id}-${edge}`}
          x={(edge === 'start' ? x0 : x1) - 4}
          y={4}
          width={8}
          height={HEIGHT - 8}
          fill="var(--mantine-color-blue-6)"
          fillOpacity={0.35}
          style={{ cursor: 'ew-resize' }}
          onPointerDown={(e) => onDragStart(e, id, edge)}
        />
      ))}
    </g>
  );
}
