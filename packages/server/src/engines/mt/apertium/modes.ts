// Installed Apertium modes as argv lists, so the engine spawns the programs itself: the `apertium` script's -z mode
// loses separators and cannot read from a Node pipe.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { DEFAULT_MODES_DIR } from '../../../config/apertium-config.ts';

export { DEFAULT_MODES_DIR };

export interface ApertiumMode {
  name: string;
  /** ISO 639-3 codes (older pairs name their modes with two-letter codes; those are normalised). */
  source: string;
  target: string;
  /** Regional or orthographic variant after '_' (e.g. 'valencia', 'US'); undefined for the main mode. */
  variant: string | undefined;
  file: string;
}

export interface PipelineCommand {
  command: string;
  args: string[];
  /** Told how many unknown words (`^*word$`) enter this program: a document's count of them (decision 149). */
  countUnknown?: (count: number) => void;
}

// Two-letter codes used by the older Apertium pairs (fr-es, es-pt, ...) mapped to ISO 639-3.
const ISO1_TO_ISO3: Record<string, string> = {
  en: 'eng', es: 'spa', ca: 'cat', fr: 'fra', it: 'ita', pt: 'por', gl: 'glg', eu: 'eus', eo: 'epo',
  oc: 'oci', ro: 'ron', ast: 'ast', an: 'arg', af: 'afr', nl: 'nld', br: 'bre', mk: 'mkd', bg: 'bul',
  id: 'ind', ms: 'zlm', is: 'isl', sv: 'swe', da: 'dan', nb: 'nob', nn: 'nno',
};

export function toIso3(code: string): string {
  return ISO1_TO_ISO3[code] ?? code;
}

const MODE_NAME = /^([a-z]{2,3})-([a-z]{2,3})(?:_([A-Za-z0-9_]+))?\.mode$/;

export function discoverModes(dir: string = DEFAULT_MODES_DIR): ApertiumMode[] {
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  const modes: ApertiumMode[] = [];
  for (const file of files.sort()) {
    const m = MODE_NAME.exec(file);
    if (!m) continue;
    modes.push({
      name: file.slice(0, -'.mode'.length),
      source: toIso3(m[1]!),
      target: toIso3(m[2]!),
      variant: m[3],
      file: path.join(dir, file),
    });
  }
  return modes;
}

export interface PipelineOptions {
  nullFlush: boolean;
  markUnknown?: boolean;
}

/** `apertium-wblank-mode` rewrites the mode as the script runs it, so formatting tags stay with their words. */
export function loadPipeline(mode: ApertiumMode, options: PipelineOptions): PipelineCommand[] {
  const args = options.nullFlush ? ['-z', mode.file] : [mode.file];
  const script = execFileSync('apertium-wblank-mode', args, { encoding: 'utf8' });
  return parseModeScript(script, options.markUnknown ?? false);
}

/** Mode files use only single-quoted paths, bare words, `|`, `$1` (generator mode) and `$2` (tagger option). */
export function parseModeScript(script: string, markUnknown: boolean): PipelineCommand[] {
  const commands: string[][] = [[]];
  let word = '';
  let inWord = false;
  const endWord = (): void => {
    if (inWord) commands[commands.length - 1]!.push(word);
    word = '';
    inWord = false;
  };
  for (let i = 0; i < script.length; i++) {
    const c = script[i]!;
    if (c === "'") {
      const close = script.indexOf("'", i + 1);
      if (close < 0) throw new Error(`Unterminated quote in Apertium mode: ${script}`);
      word += script.slice(i + 1, close);
      inWord = true;
      i = close;
    } else if (c === '"') {
      const close = script.indexOf('"', i + 1);
      if (close < 0) throw new Error(`Unterminated quote in Apertium mode: ${script}`);
      word += script.slice(i + 1, close);
      inWord = true;
      i = close;
    } else if (c === '|') {
      endWord();
      commands.push([]);
    } else if (/\s/.test(c)) {
      endWord();
    } else {
      word += c;
      inWord = true;
    }
  }
  endWord();
  return commands
    .map((argv) =>
      argv
        .map((a) => (a === '$1' ? (markUnknown ? '-g' : '-n') : a))
        .filter((a) => a !== '$2' && a !== ''),
    )
    .filter((argv) => argv.length > 0)
    .map(([command, ...args]) => ({ command: command!, args }));
}
