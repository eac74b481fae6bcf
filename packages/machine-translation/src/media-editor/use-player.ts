// One media element shared by the preview, the timeline and the line list: where it is (updated as it plays),
// whether it plays, and a seek that the list's rows and the timeline call.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Player {
  /** Set on the <video> or <audio> element of the preview. */
  ref: (element: HTMLMediaElement | null) => void;
  element: HTMLMediaElement | null;
  time: number;
  playing: boolean;
  seek(seconds: number): void;
}

export function usePlayer(): Player {
  const [element, setElement] = useState<HTMLMediaElement | null>(null);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const frame = useRef<number | null>(null);
  useEffect(() => {
    if (!element) return;
    // timeupdate fires about four times a second; while playing, each frame follows the playhead instead.
    const tick = () => {
      setTime(element.currentTime);
      frame.current = element.paused ? null : requestAnimationFrame(tick);
    };
    const onPlay = () => {
      setPlaying(true);
      frame.current ??= requestAnimationFrame(tick);
    };
    const onPause = () => {
      setPlaying(false);
      setTime(element.currentTime);
    };
    const onTime = () => setTime(element.currentTime);
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', onPause);
    element.addEventListener('ended', onPause);
    element.addEventListener('seeked', onTime);
    element.addEventListener('timeupdate', onTime);
    return () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('ended', onPause);
      element.removeEventListener('seeked', onTime);
      element.removeEventListener('timeupdate', onTime);
    };
  }, [element]);
  const seek = useCallback(
    (seconds: number) => {
      if (element) element.currentTime = Math.max(0, seconds);
      setTime(Math.max(0, seconds));
    },
    [element],
  );
  return { ref: setElement, element, time, playing, seek };
}

/** mm:ss.mmm (h:mm:ss.mmm past an hour), as subtitle editors show times. */
export function formatTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const rest = String(ms % 1000).padStart(3, '0');
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${rest}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}
