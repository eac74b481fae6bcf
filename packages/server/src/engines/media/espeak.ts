// Voices for dubbing from espeak-ng (Debian `espeak-ng`): for every portal language espeak-ng speaks, a few
// voice variants (male, female, the Klatt synthesiser) so a user has a real choice. Which languages have
// dubbing support follows from what the installed espeak-ng lists (`espeak-ng --voices`), matched through
// the language table's BCP-47 code.
import { execFileSync } from 'node:child_process';
import { MediaError, type Voice, type VoiceSynthesizer, type SynthesisInput } from './engine.ts';
import { runTool } from './process.ts';

export const ESPEAK = 'espeak-ng';

export interface VoiceLanguage {
  id: string;
  name: string;
  /** BCP-47 code from the language table (`azureId`), e.g. 'es', 'pt-PT'. */
  code: string | null;
}

/** Where the table's code is not espeak-ng's name for the variety the portal means. */
const ESPEAK_OVERRIDES: Readonly<Record<string, string>> = {
  enu: 'en-us',
  ptb: 'pt-br',
  ptg: 'pt',
  fra: 'fr-fr',
  chs: 'cmn',
};

const VARIANTS: ReadonlyArray<{ variant: string; label: string }> = [
  { variant: 'm1', label: 'Male 1' },
  { variant: 'f2', label: 'Female 1' },
  { variant: 'm3', label: 'Male 2' },
  { variant: 'f4', label: 'Female 2' },
  { variant: 'klatt2', label: 'Klatt' },
];

/** Language names espeak-ng reports (`espeak-ng --voices`, second column). */
export function installedEspeakLanguages(): Set<string> {
  try {
    const out = execFileSync(ESPEAK, ['--voices'], { encoding: 'utf8', timeout: 10_000 });
    return new Set(
      out
        .split('\n')
        .slice(1)
        .map((l) => l.trim().split(/\s+/)[1]?.toLowerCase())
        .filter((x): x is string => !!x),
    );
  } catch {
    return new Set();
  }
}

export class EspeakSynthesizer implements VoiceSynthesizer {
  readonly name = 'espeak-ng';
  private readonly list: Voice[] = [];
  private readonly known = new Set<string>();

  constructor(languages: readonly VoiceLanguage[], installed: ReadonlySet<string> = installedEspeakLanguages()) {
    for (const lang of languages) {
      const wanted = ESPEAK_OVERRIDES[lang.id] ?? lang.code?.toLowerCase();
      if (!wanted) continue;
      const espeakName = installed.has(wanted) ? wanted : installed.has(wanted.split('-')[0]!) ? wanted.split('-')[0]! : null;
      if (!espeakName) continue;
      for (const v of VARIANTS) {
        const voiceName = `${espeakName}+${v.variant}`;
        this.list.push({ voiceName, displayName: `${lang.name} – ${v.label}`, languageId: lang.id });
        this.known.add(voiceName);
      }
    }
  }

  voices(): readonly Voice[] {
    return this.list;
  }

  async synthesize(input: SynthesisInput): Promise<void> {
    if (!this.known.has(input.voiceName)) throw new MediaError('UNKNOWN_VOICE', `Unknown voice ${input.voiceName}`);
    const rate = input.wordsPerMinute ? ['-s', String(Math.round(input.wordsPerMinute))] : [];
    // The text goes through stdin (-b 1: UTF-8), never the command line.
    await runTool(ESPEAK, ['-v', input.voiceName, '-b', '1', ...rate, '-w', input.output], {
      signal: input.signal,
      input: input.text,
      timeoutMs: 120_000,
    });
  }
}
