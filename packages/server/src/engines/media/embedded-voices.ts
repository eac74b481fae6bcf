// The embedded voices: flite's English voices beside espeak-ng's voices for every language it speaks, one list
// in which each language's clearest voice comes first. "Clearest" is measured, not guessed: the media bench
// (tests/bench/media.ts) speaks a fixed text with every English voice, recognises it with pocketsphinx and prints
// each voice's word error rate; the figures are kept below (docs/decisions/096-embedded-speech-measured.md).
// Languages nobody can measure here (no recogniser for them) keep espeak-ng's order.
import { MediaError, type Voice, type VoiceSynthesizer } from './engine.ts';

/** Word error rate per voice from the media bench (lower is clearer), from the run recorded in decision 096. */
export const MEASURED_VOICE_WER: Readonly<Record<string, number>> = {
  'flite+rms': 0.22,
  'flite+awb': 0.27,
  'flite+kal16': 0.33,
  'flite+slt': 0.38,
  'en-us+klatt2': 0.49,
  'en-us+f2': 0.65,
  'en-us+m3': 0.67,
  'en-us+m1': 0.7,
  'flite+kal': 0.72,
  'en-us+f4': 0.92,
};

export class VoiceSet implements VoiceSynthesizer {
  readonly name: string;
  private readonly synthesizers: readonly VoiceSynthesizer[];
  private readonly list: Voice[];
  private readonly owner = new Map<string, VoiceSynthesizer>();

  constructor(synthesizers: readonly VoiceSynthesizer[], measured: Readonly<Record<string, number>> = MEASURED_VOICE_WER) {
    this.synthesizers = synthesizers;
    this.name = synthesizers.map((s) => s.name).join('+');
    const all: Voice[] = [];
    for (const s of synthesizers)
      for (const v of s.voices()) {
        if (this.owner.has(v.voiceName)) continue;
        this.owner.set(v.voiceName, s);
        all.push(v);
      }
    // Languages in the order they first appear; within one, measured voices by their error rate, then the rest.
    const languages = [...new Set(all.map((v) => v.languageId))];
    const rank = (v: Voice) => measured[v.voiceName] ?? Number.POSITIVE_INFINITY;
    this.list = languages.flatMap((id) => all.filter((v) => v.languageId === id).sort((a, b) => rank(a) - rank(b)));
  }

  voices(): readonly Voice[] {
    return this.list;
  }

  synthesize(input: Parameters<VoiceSynthesizer['synthesize']>[0]): Promise<void> {
    const s = this.owner.get(input.voiceName);
    if (!s) return Promise.reject(new MediaError('UNKNOWN_VOICE', `There is no voice called ${input.voiceName}.`));
    return s.synthesize(input);
  }

  edition(voiceName: string): string {
    const s = this.owner.get(voiceName);
    return s?.edition?.(voiceName) ?? `${s?.name ?? this.name}|${voiceName}`;
  }

  /** The synthesisers, for a caller that needs one of them (the bench speaks with each). */
  parts(): readonly VoiceSynthesizer[] {
    return this.synthesizers;
  }
}
