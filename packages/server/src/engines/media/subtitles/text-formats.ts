// Text subtitle formats: SRT and WebVTT through the `subtitle` library; JSON, TXT and SAMI written here.
import { stringifySync, type NodeList } from 'subtitle';
import type { TimedSegment } from '../engine.ts';
import { clock, escapeXml, wrap } from './time.ts';
import type { SubtitleMeta } from './subtitle-meta.ts';

const LINE_WIDTH = 42;

function cues(segments: readonly TimedSegment[]): NodeList {
  return segments.map((s) => ({
    type: 'cue' as const,
    data: { start: Math.round(s.start * 1000), end: Math.round(s.end * 1000), text: wrap(s.text, LINE_WIDTH).join('\n') },
  }));
}

export const srt = (segments: readonly TimedSegment[]) => stringifySync(cues(segments), { format: 'SRT' });
export const vtt = (segments: readonly TimedSegment[]) => stringifySync(cues(segments), { format: 'WebVTT' });

export function json(segments: readonly TimedSegment[], meta: SubtitleMeta): string {
  return `${JSON.stringify(
    {
      language: meta.languageId,
      segments: segments.map((s, i) => ({
        index: i + 1,
        start: Number(s.start.toFixed(3)),
        end: Number(s.end.toFixed(3)),
        text: s.text,
      })),
    },
    null,
    2,
  )}\n`;
}

/** A transcript: one line per segment with its time range, readable in any editor. */
export function txt(segments: readonly TimedSegment[]): string {
  return segments.map((s) => `[${clock(s.start)} --> ${clock(s.end)}] ${s.text}`).join('\n') + '\n';
}

/** SAMI (.smi): a SYNC per segment and an empty one at its end. */
export function smi(segments: readonly TimedSegment[], meta: SubtitleMeta): string {
  const cls = `${meta.languageCode.replace(/[^A-Za-z]/g, '').toUpperCase()}CC`;
  const body = segments
    .map((s, i) => {
      const next = segments[i + 1];
      const clear =
        next && Math.round(next.start * 1000) <= Math.round(s.end * 1000)
          ? ''
          : `<SYNC Start=${Math.round(s.end * 1000)}><P Class=${cls}>&nbsp;</P></SYNC>\n`;
      return `<SYNC Start=${Math.round(s.start * 1000)}><P Class=${cls}>${wrap(s.text, LINE_WIDTH).map(escapeXml).join('<br>')}</P></SYNC>\n${clear}`;
    })
    .join('');
  return `<SAMI>
<HEAD>
<TITLE>${escapeXml(meta.title)}</TITLE>
<STYLE TYPE="text/css">
<!--
P { font-family: Arial; font-weight: normal; color: white; background-color: black; text-align: center; }
.${cls} { Name: ${escapeXml(meta.languageName)}; lang: ${meta.languageCode}; SAMIType: CC; }
-->
</STYLE>
</HEAD>
<BODY>
${body}</BODY>
</SAMI>
`;
}
