// Media translation speed and memory (decision 040). Prints figures with met / NOT met; nothing here fails a
// build (timings depend on the machine's load).
//
//   node tests/bench/media.ts [--seconds 60] [--upload-mb 200]
//
// 1. Seconds of processing per second of media for each project type on a clip of about 60 s made here
//    (espeak-ng speech under an ffmpeg test picture), through the real engines: recognition (pocketsphinx),
//    segment translation (Apertium), dubbing (espeak-ng + ffmpeg) and burning subtitles in (ffmpeg/libx264).
//    A type's figure is the sum of its stages. Goal: ≤ 1.0 for transcription on this 2-core machine.
//    The word error rate of the recognised words is printed as well.
// 2. Peak growth of this process's resident memory while the server (in this process, listening on
//    127.0.0.1) takes a ~200 MB audio upload through the presigned POST over HTTP and then creates a media
//    request from it (which probes the file). Goal: ≤ 50 MB.
import { execFileSync } from 'node:child_process';
import { createReadStream, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { buildApp } from '../../packages/server/src/app.ts';
import { ApertiumEngine } from '../../packages/server/src/engines/mt/apertium/apertium-engine.ts';
import { ComposedMediaEngine, EspeakSynthesizer, PocketsphinxRecognizer, segmentWords, writeSubtitles } from '../../packages/server/src/engines/media/index.ts';
import { makeSpeechClips, wordErrorRate } from '../../packages/server/src/engines/media/test-media.ts';
import { createTestContext, TEST_USER_HEADER, testPrincipals } from '../../packages/server/test/helpers.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '60' }, 'upload-mb': { type: 'string', default: '200' } } });
const TARGET_SECONDS = Number(values.seconds);
const UPLOAD_MB = Number(values['upload-mb']);

const SENTENCES = [
  'hello world this is a test of the speech recognition system',
  'please send me the report by the end of the week',
  'the meeting has been moved to the third floor',
  'take one tablet twice a day with food',
  'thank you for your order it will ship within two business days',
  'press the red button to stop the machine',
  'your appointment is confirmed for tomorrow morning',
  'we could not deliver your parcel because nobody was at home',
];

const work = await mkdtemp(path.join(os.tmpdir(), 'media-bench-'));
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
try {
  // ---- 1. processing speed ----------------------------------------------------------------------------
  const sentences: string[] = [];
  while (sentences.length * 5.5 < TARGET_SECONDS) sentences.push(SENTENCES[sentences.length % SENTENCES.length]!);
  const clip = await makeSpeechClips(work, sentences, 1.5);
  const languages = [
    { id: 'enu', name: 'English', code: 'en', apertiumCode: 'eng' },
    { id: 'esn', name: 'Spanish', code: 'es', apertiumCode: 'spa' },
  ];
  const media = new ComposedMediaEngine(new PocketsphinxRecognizer(), new EspeakSynthesizer(languages));
  const mt = new ApertiumEngine({ languages });
  const time = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
    const t0 = performance.now();
    const r = await fn();
    return [r, (performance.now() - t0) / 1000];
  };
  const probe = await media.probe(clip.mp4);
  const [words, tRecognise] = await time(() => media.transcribe({ source: clip.mp4, language: 'enu', workDir: work }));
  const segments = segmentWords(words);
  const meta = (id: string, code: string) => ({ title: 'bench', languageId: id, languageName: id, languageCode: code, ebuLanguageCode: '00' });
  const [, tWrite] = await time(() => writeSubtitles('srt', segments, meta('enu', 'en')));
  await mt.translateText({ text: 'warm up', source: 'enu', target: 'esn' });
  const [spanish, tTranslate] = await time(async () => {
    const out = [];
    for (const s of segments) out.push({ ...s, text: (await mt.translateText({ text: s.text, source: 'enu', target: 'esn' })).translatedText });
    return out;
  });
  const [, tDub] = await time(() => media.dub({ source: clip.mp4, probe, segments: spanish, voiceName: 'es+f2', workDir: work, outputBase: path.join(work, 'dubbed') }));
  const srt = path.join(work, 'es.srt');
  await writeFile(srt, await writeSubtitles('srt', spanish, meta('esn', 'es')));
  const [, tBurn] = await time(() => media.burnSubtitles({ source: clip.mp4, subtitles: srt, languageId: 'esn', outputBase: path.join(work, 'burned') }));
  await mt.close();

  const seconds = probe.durationSeconds;
  const wer = wordErrorRate(clip.words, words.map((w) => w.word));
  const perType: Array<[string, number]> = [
    ['TRANSCRIPTION', tRecognise + tWrite],
    ['TRANSCRIPTION_AND_TRANSLATION', tRecognise + tWrite + tTranslate + tWrite],
    ['DUBBING', tRecognise + tTranslate + tDub],
    ['EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO', tRecognise + tTranslate + tBurn],
  ];
  console.log(`clip: ${seconds.toFixed(1)} s of speech under a 320x240 test picture, ${segments.length} segments`);
  console.log(`stages: recognition ${tRecognise.toFixed(2)} s, translation ${tTranslate.toFixed(2)} s, dubbing ${tDub.toFixed(2)} s, burning in ${tBurn.toFixed(2)} s`);
  console.log(`word error rate: ${(wer * 100).toFixed(1)} % (the server test asserts ≤ 50 % on a short clip)`);
  for (const [type, t] of perType) {
    const ratio = t / seconds;
    const goal = type === 'TRANSCRIPTION' ? ` — goal ≤ 1.0: ${verdict(ratio <= 1)}` : '';
    console.log(`${type.padEnd(50)} ${ratio.toFixed(3)} s per media second${goal}`);
  }

  // ---- 2. memory while taking a large upload -----------------------------------------------------------
  const big = path.join(work, 'big.wav');
  // 48 kHz stereo 16-bit PCM: 192 kB per second.
  const duration = Math.ceil((UPLOAD_MB * 1024 * 1024) / 192_000);
  execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${duration}`, '-ac', '2', big]);
  const size = statSync(big).size;
  const ctx = await createTestContext({});
  const app = await buildApp(ctx, { configure: testPrincipals });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const user = { [TEST_USER_HEADER]: 'client@acme-health.example' };
  try {
    const grant = (await app.inject({ method: 'POST', url: '/v1/tempFiles/actions/createPresignedPost', headers: user })).json() as {
      url: string;
      fields: Record<string, string>;
    };
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const boundary = `----bench${Date.now()}`;
    const head = Object.entries(grant.fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('');
    const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const body = Readable.from(
      (async function* () {
        yield Buffer.from(head + fileHead);
        for await (const chunk of createReadStream(big)) yield chunk as Buffer;
        yield Buffer.from(tail);
      })(),
    );
    const t0 = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: new URL(grant.url).pathname,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': Buffer.byteLength(head + fileHead) + size + Buffer.byteLength(tail) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      body.pipe(req);
    });
    const uploadSeconds = (performance.now() - t0) / 1000;
    const created = await app.inject({
      method: 'POST',
      url: '/v1/machineTranslation/actions/translateMediaFiles',
      headers: user,
      payload: {
        requestName: 'bench',
        files: [{ fileName: 'big.wav', category: 'SOURCE_DOCUMENT', fileKey: grant.fields.key!.replace('${filename}', 'big.wav') }],
        sourceLanguageId: 'enu',
        targetLanguageIds: ['enu'],
        subtitlesType: 'srt',
      },
    });
    clearInterval(sampler);
    const growthMB = (peak - baseline) / 1024 / 1024;
    console.log(`upload of ${(size / 1024 / 1024).toFixed(0)} MB: HTTP ${status} in ${uploadSeconds.toFixed(1)} s; create (probe) HTTP ${created.statusCode}`);
    console.log(`peak resident memory growth while taking it: ${growthMB.toFixed(1)} MB — goal ≤ 50 MB: ${verdict(growthMB <= 50)}`);
  } finally {
    await app.close();
    await ctx.close();
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
