// Media the end-to-end specs send, made here by the real engines: espeak-ng speaks, ffmpeg draws and encodes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SPEECH = 'Good morning. The clinic opens at nine. Please bring your insurance card and a list of your medicines.';

/** A clip of clear English (espeak-ng) under an ffmpeg test picture, as mp4: what the media editor specs edit. */
export function clinicClip(): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'media-editor-e2e-'));
  try {
    const wav = path.join(dir, 'speech.wav');
    execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', wav, SPEECH]);
    const clip = path.join(dir, 'clinic.mp4');
    execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=15', '-i', wav, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip]);
    return readFileSync(clip);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
