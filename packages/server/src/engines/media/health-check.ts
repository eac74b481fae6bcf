// The media side's own checks for /health: ffmpeg, and the recogniser the settings chose — pocketsphinx's program,
// or the OpenAI-API speech server reachable.
import { programCheck, urlReachable, type Check, type DependencyChecks } from '../../lib/health-checks.ts';
import type { MediaConfig } from '../../config/media-config.ts';
import { POCKETSPHINX } from './pocketsphinx.ts';

async function speechCheck(config: MediaConfig): Promise<Check> {
  if (config.engine !== 'embedded') return { status: 'up', detail: `MEDIA_ENGINE=${config.engine}, not checked` };
  if (config.recognizer === 'embedded') return programCheck(POCKETSPHINX, `${POCKETSPHINX} (speech)`);
  const url = new URL(config.stt.url);
  return urlReachable(url, url.protocol === 'https:' ? 443 : 80);
}

export function mediaHealthChecks(config: MediaConfig): DependencyChecks {
  return async () => {
    const [ffmpeg, speech] = await Promise.all([programCheck('ffmpeg', 'ffmpeg'), speechCheck(config)]);
    return { ffmpeg, speech };
  };
}
