// English voices from CMU Flite (Debian `flite`): diphone and cluster-unit voices recorded from real speakers,
// clearer than espeak-ng's formant voices for English (the media bench measures each voice's word error rate;
// docs/decisions/096-embedded-speech-measured.md). They speak American English (awb: Scottish English), so they
// are offered for the portal language whose code is `en` or `en-US`. Which voices exist follows from the installed
// flite (`flite -lv`); awb_time speaks only the time of day and is never offered.
import { execFileSync } from 'node:child_process';
import { rm, stat, writeFile } from 'node:fs/promises';
import { MediaError, type Voice, type VoiceSynthesizer, type SynthesisInput } from './engine.ts';
import type { VoiceLanguage } from './espeak.ts';
import { runTool } from './process.ts';

export const FLITE = 'flite';

/** The voices offered, with their names in the voice list. */
export const FLITE_VOICES: ReadonlyArray<{ voice: string; label: string }> = [
  { voice: 'slt', label: 'Female (Flite slt)' },
  { voice: 'rms', label: 'Male (Flite rms)' },
  { voice: 'awb', label: 'Male, Scottish (Flite awb)' },
  { voice: 'kal16', label: 'Male (Flite kal16)' },
  { voice: 'kal', label: 'Male, telephone quality (Flite kal)' },
];

/** Flite's rate when nobody asks for another, so a words-per-minute request becomes a duration stretch. */
const NATURAL_WORDS_PER_MINUTE = 170;

/** Voices the installed flite lists (`flite -lv`: "Voices available: kal awb_time kal16 awb rms slt"). */
export function installedFliteVoices(): Set<string> {
  try {
    const out = execFileSync(FLITE, ['-lv'], { encoding: 'utf8', timeout: 10_000 });
    return new Set(out.replace(/^.*?:/s, '').trim().split(/\s+/).filter(Boolean));
  } catch {
    return new Set();
  }
}

export class FliteSynthesizer implements VoiceSynthesizer {
  readonly name = 'flite';
  private readonly list: Voice[] = [];
  private readonly known = new Map<string, string>();

  constructor(languages: readonly VoiceLanguage[], installed: ReadonlySet<string> = installedFliteVoices()) {
    const english = languages.find((l) => ['en', 'en-us'].includes(l.code?.toLowerCase() ?? ''));
    if (!english) return;
    for (const v of FLITE_VOICES) {
      if (!installed.has(v.voice)) continue;
      const voiceName = `flite+${v.voice}`;
      this.list.push({ voiceName, displayName: `${english.name} – ${v.label}`, languageId: english.id });
      this.known.set(voiceName, v.voice);
    }
  }

  voices(): readonly Voice[] {
    return this.list;
  }

  async synthesize(input: SynthesisInput): Promise<void> {
    const voice = this.known.get(input.voiceName);
    if (!voice) throw new MediaError('UNKNOWN_VOICE', `There is no voice called ${input.voiceName}.`);
    // duration_stretch > 1 speaks slower: the natural rate over the asked one.
    const rate = input.wordsPerMinute ? ['--setf', `duration_stretch=${(NATURAL_WORDS_PER_MINUTE / input.wordsPerMinute).toFixed(3)}`] : [];
    // The text goes through a file, never the command line (flite reads a one-word text as a file name); not
    // /dev/stdin either, since Node's child stdin is a socket flite cannot open.
    const textFile = `${input.output}.txt`;
    try {
      await writeFile(textFile, input.text);
      await runTool(FLITE, ['-voice', voice, ...rate, '-f', textFile, '-o', input.output], { signal: input.signal, timeoutMs: 120_000 });
    } finally {
      await rm(textFile, { force: true });
    }
    // flite exits 0 even when it wrote nothing.
    const written = await stat(input.output).catch(() => null);
    if (!written?.size) throw new MediaError('ENGINE_FAILURE', 'The flite voice produced no audio.');
  }
}
