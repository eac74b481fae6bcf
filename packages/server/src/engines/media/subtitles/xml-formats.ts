// The TTML family (DFXP, TTML, IMSC 1 text profile, iTunes Timed Text) and XIF, from one timed-segment model.
import type { TimedSegment } from '../engine.ts';
import { clock, escapeXml, smpte, wrap } from './time.ts';
import type { SubtitleMeta } from './subtitle-meta.ts';

const LINE_WIDTH = 42;

type TtmlFlavour = 'dfxp' | 'ttml' | 'imsc' | 'itt';

const PROFILE: Record<TtmlFlavour, string> = {
  dfxp: 'http://www.w3.org/ns/ttml/profile/dfxp-presentation',
  ttml: 'http://www.w3.org/ns/ttml/profile/dfxp-full',
  imsc: 'http://www.w3.org/ns/ttml/profile/imsc1/text',
  itt: 'http://www.w3.org/ns/ttml/profile/dfxp-presentation',
};

export function ttml(segments: readonly TimedSegment[], meta: SubtitleMeta, flavour: TtmlFlavour): string {
  const itt = flavour === 'itt';
  const paragraphs = segments
    .map(
      (s, i) =>
        `      <p xml:id="s${i + 1}" begin="${clock(s.start)}" end="${clock(s.end)}" region="bottom">${wrap(s.text, LINE_WIDTH)
          .map(escapeXml)
          .join('<br/>')}</p>`,
    )
    .join('\n');
  const ns = [
    'xmlns="http://www.w3.org/ns/ttml"',
    'xmlns:ttp="http://www.w3.org/ns/ttml#parameter"',
    'xmlns:tts="http://www.w3.org/ns/ttml#styling"',
    'xmlns:ttm="http://www.w3.org/ns/ttml#metadata"',
    ...(itt ? ['xmlns:ittp="http://www.w3.org/ns/ttml/profile/imsc1#parameter"'] : []),
  ].join(' ');
  const params = itt
    ? 'ttp:timeBase="media" ttp:frameRate="25" ttp:frameRateMultiplier="1 1"'
    : `ttp:profile="${PROFILE[flavour]}" ttp:timeBase="media"`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<tt ${ns} ${params} xml:lang="${escapeXml(meta.languageCode)}">
  <head>
    <metadata>
      <ttm:title>${escapeXml(meta.title)}</ttm:title>
    </metadata>
    <styling>
      <style xml:id="normal" tts:fontFamily="sansSerif" tts:fontSize="100%" tts:color="white" tts:textAlign="center"/>
    </styling>
    <layout>
      <region xml:id="bottom" tts:origin="10% 80%" tts:extent="80% 15%" tts:displayAlign="after"/>
    </layout>
  </head>
  <body style="normal">
    <div>
${paragraphs}
    </div>
  </body>
</tt>
`;
}

/** XIF (XML Interchange Format): time codes in frames at 25 fps, one Subtitle element per segment. */
export function xif(segments: readonly TimedSegment[], meta: SubtitleMeta): string {
  const subtitles = segments
    .map(
      (s, i) =>
        `    <Subtitle Number="${i + 1}" TimeIn="${smpte(s.start, 25)}" TimeOut="${smpte(s.end, 25)}">\n${wrap(s.text, LINE_WIDTH)
          .map((l) => `      <Line>${escapeXml(l)}</Line>`)
          .join('\n')}\n    </Subtitle>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<XIF version="1.0">
  <FileHeader>
    <Title>${escapeXml(meta.title)}</Title>
    <Language>${escapeXml(meta.languageCode)}</Language>
    <FrameRate>25</FrameRate>
    <SubtitleCount>${segments.length}</SubtitleCount>
  </FileHeader>
  <Subtitles>
${subtitles}
  </Subtitles>
</XIF>
`;
}
