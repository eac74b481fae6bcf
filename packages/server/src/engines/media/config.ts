// Media engine settings from the environment.
//
//   MEDIA_ENGINE        embedded (default: pocketsphinx + espeak-ng + ffmpeg) or a registered adapter
//   MEDIA_CONCURRENCY   media jobs one worker process runs at once (default 1: ffmpeg uses every core)
export interface MediaConfig {
  engine: string;
  concurrency: number;
}

export function loadMediaConfig(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  const concurrency = Number(env.MEDIA_CONCURRENCY ?? 1);
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new Error(`MEDIA_CONCURRENCY must be a positive integer, got "${env.MEDIA_CONCURRENCY}"`);
  return { engine: (env.MEDIA_ENGINE || 'embedded').toLowerCase(), concurrency };
}
