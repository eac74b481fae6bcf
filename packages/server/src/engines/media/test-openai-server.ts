// Test support (imported by the adapter tests only): the shared local HTTP server (lib/test-http-server.ts) under
// the audio tests' names, and the audio the tests send and answer with.
export {
  startTestServer as startAudioServer,
  type RecordedRequest,
  type Reply,
  type TestServer as TestAudioServer,
} from '../../lib/test-http-server.ts';

/** A 16-bit PCM mono WAV of the samples (Int16 values). `streamed` writes 0xFFFFFFFF sizes, as streaming servers do. */
export function wavOf(samples: Int16Array, sampleRate: number, streamed = false): Buffer {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(streamed ? 0xffffffff : 36 + data.length, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(streamed ? 0xffffffff : data.length, 40);
  return Buffer.concat([h, data]);
}

/** Tone bursts of `toneSeconds` at 440 Hz separated by `gapSeconds` of silence, for `seconds` in all. */
export function bursts(seconds: number, toneSeconds: number, gapSeconds: number, sampleRate = 16_000): Int16Array {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  const period = toneSeconds + gapSeconds;
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate;
    if (t % period < toneSeconds) samples[i] = Math.round(8000 * Math.sin(2 * Math.PI * 440 * t));
  }
  return samples;
}
