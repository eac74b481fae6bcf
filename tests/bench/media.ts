// Media translation figures (decisions 040 and 096). Prints figures with met / NOT met and the load average
// beside them; nothing here fails a build (timings depend on the machine's load: run it when the machine is quiet).
//
//   node tests/bench/media.ts [--seconds 60] [--upload-mb 200] [--tune] [--skip-upload] [--sentences 10]
//
// (--sentences N speaks only the first N Harvard sentences: a quick check of the bench itself, not figures.)
//
// 1. Recognition on a fixed clip set made here: ten Harvard sentences (IEEE 1969, list 1) spoken by espeak-ng
//    en-us, by en-us+f3 at 190 words per minute, the same with pink noise at 10 dB SNR, by flite slt, and by
//    flite rms sped up by a quarter. Per engine configuration available on the machine (pocketsphinx with
//    Debian's defaults, pocketsphinx with the product's tuned settings, and an OpenAI-API server when
//    MEDIA_STT_ENGINE=openai with its MEDIA_STT_* settings): word error rate per clip and mean, and seconds of
//    processing per second of speech. Beside them the baseline of decision 096 (pocketsphinx before this work).
//    Goals: mean WER lower than today's (Debian defaults) on the same clips; ≤ 1.0 s per media second.
// 2. Each English voice's intelligibility: every embedded English voice (flite, espeak-ng) speaks the ten
//    sentences and the product recogniser hears them; the voice list offers the lowest WER first.
// 3. Seconds of processing per second of media for each project type on a clip of about 60 s (espeak-ng speech
//    under an ffmpeg test picture), through the real engines. A type's figure is the sum of its stages.
//    Goal: ≤ 1.0 for transcription on this 2-core machine.
// 4. Peak growth of this process's resident memory while the server (in this process, listening on
//    127.0.0.1) takes a ~200 MB audio upload through the presigned POST over HTTP and then creates a media
//    request from it (which probes the file). Goal: ≤ 50 MB.
//
// --tune runs the recogniser's candidate settings (language weight, beams, best-path search, voice-activity
// detection) over the clip set instead, two clips at a time, and names the one with the lowest mean WER within
// 1.0 s per media second; --candidates REGEX runs only the candidates whose label matches.
import { execFile, execFileSync } from 'node:child_process';
import { createReadStream, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs, promisify } from 'node:util';
import { buildApp } from '../../packages/server/src/app.ts';
import { ApertiumEngine } from '../../packages/server/src/engines/mt/apertium/apertium-engine.ts';
import {
  ComposedMediaEngine,
  EspeakSynthesizer,
  FliteSynthesizer,
  loadMediaConfig,
  OpenAiRecognizer,
  PocketsphinxRecognizer,
  segmentWords,
  VoiceSet,
  writeSubtitles,
  type SpeechRecognizer,
  type VoiceSynthesizer,
} from '../../packages/server/src/engines/media/index.ts';
import { openAiLanguages } from '../../packages/server/src/engines/media/create-engine.ts';
import { MEASURED_VOICE_WER } from '../../packages/server/src/engines/media/embedded-voices.ts';
import { POCKETSPHINX_MODELS, POCKETSPHINX_TUNED } from '../../packages/server/src/engines/media/pocketsphinx.ts';
import { makeSpeechClips, wordErrorRate } from '../../packages/server/src/engines/media/test-media.ts';
import { createTestContext, TEST_USER_HEADER, testPrincipals } from '../../packages/server/test/helpers.ts';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    'upload-mb': { type: 'string', default: '200' },
    tune: { type: 'boolean', default: false },
    'skip-upload': { type: 'boolean', default: false },
    sentences: { type: 'string', default: '10' },
    candidates: { type: 'string' },
  },
});
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

/** Harvard sentences, list 1 (IEEE Recommended Practice for Speech Quality Measurements, 1969). */
const HARVARD = [
  'The birch canoe slid on the smooth planks.',
  'Glue the sheet to the dark blue background.',
  "It's easy to tell the depth of a well.",
  'These days a chicken leg is a rare dish.',
  'Rice is often served in round bowls.',
  'The juice of lemons makes fine punch.',
  'The box was thrown beside the parked truck.',
  'The hogs were fed chopped corn and garbage.',
  'Four hours of steady work faced us.',
  'Large size in stockings is hard to sell.',
];
HARVARD.splice(Number(values.sentences));
const HARVARD_WORDS = HARVARD.join(' ').split(/\s+/);

/** The figures for pocketsphinx before this work (decision 096), on the same ten sentences. */
const BASELINE: Readonly<Record<string, number>> = { 'espeak-ng en-us': 0.83, 'en-us+f3 190 wpm': 0.94, 'en-us+f3 190 wpm + noise': 0.91, 'flite slt': 0.35 };
const BASELINE_MEAN = Object.values(BASELINE).reduce((a, b) => a + b, 0) / Object.values(BASELINE).length;

const load = () => `load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`;
const pct = (x: number) => `${(x * 100).toFixed(0)} %`.padStart(5);
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

const work = await mkdtemp(path.join(os.tmpdir(), 'media-bench-'));

interface Clip {
  name: string;
  /** 16 kHz mono 16-bit WAV, as the recognisers get it. */
  wav: string;
  seconds: number;
}

async function ffmpeg(args: string[]): Promise<string> {
  const { stderr } = await run('ffmpeg', ['-nostdin', '-hide_banner', ...args], { maxBuffer: 16 * 1024 * 1024 });
  return stderr;
}

async function durationOf(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  return Number(stdout.trim());
}

/** Overall RMS level in dB (ffmpeg astats). */
async function rmsDb(input: string[]): Promise<number> {
  const err = await ffmpeg([...input, '-af', 'astats=measure_perchannel=none', '-f', 'null', '-']);
  const m = [...err.matchAll(/RMS level dB: (-?[\d.]+|-inf)/g)].at(-1);
  return m ? Number(m[1]) : Number.NEGATIVE_INFINITY;
}

/** The sentences spoken one by one by `speak`, each followed by 0.8 s of silence, as one 16 kHz mono clip. */
async function speakClip(name: string, speak: (text: string, out: string) => Promise<void>): Promise<Clip> {
  const dir = await mkdtemp(path.join(work, 'clip-'));
  const parts: string[] = [];
  for (const [i, text] of HARVARD.entries()) {
    const part = path.join(dir, `part-${i}.wav`);
    await speak(text, part);
    parts.push(part);
  }
  const wav = path.join(work, `${name.replace(/[^a-z0-9]+/gi, '-')}.wav`);
  const filter = parts.map((_, i) => `[${i}:a]aresample=16000,apad=pad_dur=0.8[a${i}]`).join(';') + `;${parts.map((_, i) => `[a${i}]`).join('')}concat=n=${parts.length}:v=0:a=1[out]`;
  await ffmpeg(['-loglevel', 'error', '-y', ...parts.flatMap((p) => ['-i', p]), '-filter_complex', filter, '-map', '[out]', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', wav]);
  await rm(dir, { recursive: true, force: true });
  return { name, wav, seconds: await durationOf(wav) };
}

/** The clip with pink noise mixed in at `snrDb` below the speech's RMS (over the whole clip, pauses included). */
async function withNoise(clip: Clip, snrDb: number): Promise<Clip> {
  const noise = ['-f', 'lavfi', '-i', `anoisesrc=color=pink:sample_rate=16000:amplitude=0.5:seed=26:duration=${clip.seconds}`];
  const gain = (await rmsDb(['-i', clip.wav])) - snrDb - (await rmsDb(noise));
  const wav = clip.wav.replace(/\.wav$/, '-noise.wav');
  await ffmpeg(['-loglevel', 'error', '-y', '-i', clip.wav, ...noise, '-filter_complex', `[1:a]volume=${gain.toFixed(2)}dB[n];[0:a][n]amix=inputs=2:normalize=0[out]`, '-map', '[out]', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', wav]);
  return { name: `${clip.name} + noise`, wav, seconds: clip.seconds };
}

const espeak = (voice: string, wpm?: number) => async (text: string, out: string) => {
  await run('espeak-ng', ['-v', voice, ...(wpm ? ['-s', String(wpm)] : []), '-w', out, text]);
};
const viaSynth = (synth: VoiceSynthesizer, voiceName: string, wordsPerMinute?: number) => (text: string, output: string) =>
  synth.synthesize({ voiceName, text, output, wordsPerMinute });

interface Heard {
  wer: number;
  seconds: number;
}

async function hear(recognizer: SpeechRecognizer, clip: Clip): Promise<Heard> {
  const t0 = performance.now();
  const words = await recognizer.recognize({ wav: clip.wav, language: 'enu' });
  const seconds = (performance.now() - t0) / 1000;
  return { wer: wordErrorRate(HARVARD_WORDS, words.map((w) => w.word)), seconds };
}

async function hearAll(recognizer: SpeechRecognizer, clips: readonly Clip[]) {
  const per: Heard[] = [];
  for (const clip of clips) per.push(await hear(recognizer, clip));
  const mean = per.reduce((n, h) => n + h.wer, 0) / per.length;
  const rtf = per.reduce((n, h) => n + h.seconds, 0) / clips.reduce((n, c) => n + c.seconds, 0);
  return { per, mean, rtf };
}

/** Candidate decoder settings for --tune (Debian's defaults: -lw 6.5, -beam 1e-48, -wbeam 7e-29, -bestpath yes, -vad_threshold 2.0). */
const LW = (lw: number) => ['-lw', String(lw), '-fwdflatlw', String(lw + 2), '-bestpathlw', String(lw + 3)];
const VAD = ['-vad_prespeech', '30', '-vad_postspeech', '80'];
const CANDIDATES: ReadonlyArray<[string, string[]]> = [
  ['Debian defaults', []],
  // A lower language weight lets many more hypotheses through the beams: 4.3 s per media second at 2.5.
  ['-lw 3.5', LW(3.5)],
  ['-lw 4.5', LW(4.5)],
  ['-lw 9', LW(9)],
  ['wider beams', ['-beam', '1e-60', '-wbeam', '1e-40', '-pbeam', '1e-60', '-fwdflatbeam', '1e-80', '-fwdflatwbeam', '1e-40']],
  ['-bestpath no', ['-bestpath', 'no']],
  ['-vad_threshold 3', ['-vad_threshold', '3.0']],
  ['VAD pre 30 post 80', VAD],
  ['-remove_noise no', ['-remove_noise', 'no']],
  ['VAD, -bestpath no', [...VAD, '-bestpath', 'no']],
  ['VAD, noise no', [...VAD, '-remove_noise', 'no']],
  ['VAD, -bestpath no, noise no', [...VAD, '-bestpath', 'no', '-remove_noise', 'no']],
  ['-bestpath no, noise no', ['-bestpath', 'no', '-remove_noise', 'no']],
];

/** Two clips at a time (two cores): each clip's time is its own wall time, so a shared core only overstates it. */
async function hearAllInPairs(recognizer: SpeechRecognizer, clips: readonly Clip[]) {
  const per: Heard[] = [];
  for (let i = 0; i < clips.length; i += 2) per.push(...(await Promise.all(clips.slice(i, i + 2).map((c) => hear(recognizer, c)))));
  const mean = per.reduce((n, h) => n + h.wer, 0) / per.length;
  const rtf = per.reduce((n, h) => n + h.seconds, 0) / clips.reduce((n, c) => n + c.seconds, 0);
  return { per, mean, rtf };
}

try {
  console.log(`media bench — ${load()} (${os.cpus().length} cores)`);
  const flite = new FliteSynthesizer([{ id: 'enu', name: 'English', code: 'en' }]);
  const espeakVoices = new EspeakSynthesizer([{ id: 'enu', name: 'English', code: 'en' }]);
  const clip0 = await speakClip('espeak-ng en-us', espeak('en-us'));
  const clip1 = await speakClip('en-us+f3 190 wpm', espeak('en-us+f3', 190));
  const clips = [
    clip0,
    clip1,
    await withNoise(clip1, 10),
    await speakClip('flite slt', viaSynth(flite, 'flite+slt')),
    await speakClip('flite rms 1.25x', viaSynth(flite, 'flite+rms', 212)),
  ];
  const speechSeconds = clips.reduce((n, c) => n + c.seconds, 0);
  console.log(`clip set: ${clips.length} clips of the ten Harvard sentences, ${speechSeconds.toFixed(0)} s of speech`);

  if (values.tune) {
    // ---- tuning: every candidate over the clip set ------------------------------------------------------
    const results: Array<{ label: string; args: string[]; mean: number; rtf: number }> = [];
    for (const [label, args] of CANDIDATES) {
      if (values.candidates && !new RegExp(values.candidates).test(label)) continue;
      const r = await hearAllInPairs(new PocketsphinxRecognizer(POCKETSPHINX_MODELS, args), clips);
      results.push({ label, args, mean: r.mean, rtf: r.rtf });
      console.log(`${label.padEnd(28)} ${r.per.map((h) => pct(h.wer)).join(' ')}  mean ${(r.mean * 100).toFixed(1)} %  ${r.rtf.toFixed(3)} s/s  (${load()})`);
    }
    const best = results.filter((r) => r.rtf <= 1).sort((a, b) => a.mean - b.mean)[0];
    if (best) console.log(`lowest mean WER within 1.0 s/s: ${best.label} (${(best.mean * 100).toFixed(1)} %, ${best.rtf.toFixed(3)} s/s): ${best.args.join(' ') || '(none)'}`);
  } else {
    // ---- 1. recognition per engine configuration ---------------------------------------------------------
    const configurations: Array<[string, SpeechRecognizer]> = [
      ['pocketsphinx, Debian defaults (before)', new PocketsphinxRecognizer(POCKETSPHINX_MODELS, [])],
      [`pocketsphinx, tuned (product: ${POCKETSPHINX_TUNED.join(' ') || 'defaults'})`, new PocketsphinxRecognizer()],
    ];
    const env = loadMediaConfig();
    if (env.recognizer === 'openai') {
      const languages = openAiLanguages(env.stt, [{ id: 'enu', name: 'English', code: 'en' }]);
      configurations.push([`OpenAI API ${env.stt.url} (${env.stt.model})`, new OpenAiRecognizer({ ...env.stt, retryBaseMs: 1000, languages })]);
    }
    console.log(`\n1. recognition — WER per clip (baseline of decision 096 in brackets), processing per second of speech`);
    let before = Number.NaN;
    for (const [label, recognizer] of configurations) {
      const r = await hearAll(recognizer, clips);
      console.log(`${label}  (${load()})`);
      for (const [i, clip] of clips.entries()) {
        const base = BASELINE[clip.name];
        console.log(`   ${clip.name.padEnd(28)} ${pct(r.per[i]!.wer)}  [${base === undefined ? '  —  ' : pct(base)}]  ${(r.per[i]!.seconds / clip.seconds).toFixed(3)} s/s`);
      }
      const baselineClips = clips.map((c, i) => [c, r.per[i]!] as const).filter(([c]) => c.name in BASELINE);
      const meanOnBaseline = baselineClips.reduce((n, [, h]) => n + h.wer, 0) / baselineClips.length;
      if (Number.isNaN(before)) before = r.mean;
      console.log(`   mean WER ${pct(r.mean)} over the set; ${pct(meanOnBaseline)} on the issue's four clips [baseline ${pct(BASELINE_MEAN)}] — lower than the baseline: ${verdict(meanOnBaseline < BASELINE_MEAN)}; lower than today's defaults on the same clips (${pct(before)}): ${verdict(r.mean < before)}`);
      console.log(`   processing ${r.rtf.toFixed(3)} s per media second — goal ≤ 1.0: ${verdict(r.rtf <= 1)}`);
    }

    // ---- 2. each English voice's intelligibility ---------------------------------------------------------
    console.log(`\n2. English voices — WER of the product recogniser on each voice speaking the ten sentences  (${load()})`);
    const recognizer = new PocketsphinxRecognizer();
    const voices = new VoiceSet([flite, espeakVoices]);
    const measured: Array<[string, number]> = [];
    for (const v of [...flite.voices(), ...espeakVoices.voices()]) {
      const clip = await speakClip(v.voiceName, viaSynth(voices, v.voiceName));
      measured.push([v.voiceName, (await hear(recognizer, clip)).wer]);
      await rm(clip.wav, { force: true });
    }
    for (const [name, wer] of measured.sort((a, b) => a[1] - b[1])) {
      const kept = MEASURED_VOICE_WER[name];
      console.log(`   ${name.padEnd(14)} ${pct(wer)}   (kept in embedded-voices.ts: ${kept === undefined ? '—' : pct(kept)})`);
    }
    console.log(`   the voice list offers first: ${voices.voices().filter((v) => v.languageId === 'enu').slice(0, 3).map((v) => v.voiceName).join(', ')}`);

    // ---- 3. processing speed per project type ---------------------------------------------------------
    const sentences: string[] = [];
    while (sentences.length * 5.5 < TARGET_SECONDS) sentences.push(SENTENCES[sentences.length % SENTENCES.length]!);
    const clip = await makeSpeechClips(work, sentences, 1.5);
    const languages = [
      { id: 'enu', name: 'English', code: 'en', apertiumCode: 'eng' },
      { id: 'esn', name: 'Spanish', code: 'es', apertiumCode: 'spa' },
    ];
    const engine = new ComposedMediaEngine(new PocketsphinxRecognizer(), new VoiceSet([new FliteSynthesizer(languages), new EspeakSynthesizer(languages)]));
    const mt = new ApertiumEngine({ languages });
    const time = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
      const t0 = performance.now();
      const r = await fn();
      return [r, (performance.now() - t0) / 1000];
    };
    const probe = await engine.probe(clip.mp4);
    const [words, tRecognise] = await time(() => engine.transcribe({ source: clip.mp4, language: 'enu', workDir: work }));
    const segments = segmentWords(words);
    const meta = (id: string, code: string) => ({ title: 'bench', languageId: id, languageName: id, languageCode: code, ebuLanguageCode: '00' });
    const [, tWrite] = await time(() => writeSubtitles('srt', segments, meta('enu', 'en')));
    await mt.translateText({ text: 'warm up', source: 'enu', target: 'esn' });
    const [spanish, tTranslate] = await time(async () => {
      const out = [];
      for (const s of segments) out.push({ ...s, text: (await mt.translateText({ text: s.text, source: 'enu', target: 'esn' })).translatedText });
      return out;
    });
    const [, tDub] = await time(() => engine.dub({ source: clip.mp4, probe, segments: spanish, voiceName: 'es+f2', workDir: work, outputBase: path.join(work, 'dubbed') }));
    const srt = path.join(work, 'es.srt');
    await writeFile(srt, await writeSubtitles('srt', spanish, meta('esn', 'es')));
    const [, tBurn] = await time(() => engine.burnSubtitles({ source: clip.mp4, subtitles: srt, languageId: 'esn', outputBase: path.join(work, 'burned') }));
    await mt.close();

    const seconds = probe.durationSeconds;
    const wer = wordErrorRate(clip.words, words.map((w) => w.word));
    const perType: Array<[string, number]> = [
      ['TRANSCRIPTION', tRecognise + tWrite],
      ['TRANSCRIPTION_AND_TRANSLATION', tRecognise + tWrite + tTranslate + tWrite],
      ['DUBBING', tRecognise + tTranslate + tDub],
      ['EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO', tRecognise + tTranslate + tBurn],
    ];
    console.log(`\n3. project types — ${load()}`);
    console.log(`clip: ${seconds.toFixed(1)} s of speech under a 320x240 test picture, ${segments.length} segments`);
    console.log(`stages: recognition ${tRecognise.toFixed(2)} s, translation ${tTranslate.toFixed(2)} s, dubbing ${tDub.toFixed(2)} s, burning in ${tBurn.toFixed(2)} s`);
    console.log(`word error rate: ${(wer * 100).toFixed(1)} % (the server test asserts ≤ 50 % on a short clip)`);
    for (const [type, t] of perType) {
      const ratio = t / seconds;
      const goal = type === 'TRANSCRIPTION' ? ` — goal ≤ 1.0: ${verdict(ratio <= 1)}` : '';
      console.log(`${type.padEnd(50)} ${ratio.toFixed(3)} s per media second${goal}`);
    }
  }

  // ---- 4. memory while taking a large upload -----------------------------------------------------------
  if (!values.tune && !values['skip-upload']) {
    console.log(`\n4. upload memory — ${load()}`);
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
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
