// Reads the installed Apertium modes and turns each into the argv lists of its pipeline, so the engine
// can spawn the programs itself. The `apertium` wrapper script is not used: its -z mode loses the
// separators and it cannot read from a Node pipe (docs/architecture.md "Machine translation").
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { DEFAULT_MODES_DIR } from '../../../config/apertium-config.ts';

export { DEFAULT_MODES_DIR };

export interface ApertiumMode {
  /** Mode name as installed, e.g. 'eng-spa', 'es-pt_BR'. */
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

/** Translation modes installed in `dir`. Debug, chunk and generator-only modes do not match the name pattern. */
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
  /** Every program flushes its output at each NUL byte (`-z`): needed for long-lived workers. */
  nullFlush: boolean;
  /** Mark unknown words with '*' (lt-proc -g) instead of passing them through unmarked (-n). */
  markUnknown?: boolean;
}

/**
 * The programs of a mode's pipeline. `apertium-wblank-mode` rewrites the mode exactly as the `apertium`
 * script runs it (word-bound blank attach/detach around transfer, and `-z` on every program when asked),
 * so formatting tags stay with their words; its output is then split into argv lists here.
 */
export function loadPipeline(mode: ApertiumMode, options: PipelineOptions): PipelineCommand[] {
  const args = options.nullFlush ? ['-z', mode.file] : [mode.file];
  const script = execFileSync('apertium-wblank-mode', args, { encoding: 'utf8' });
  return parseModeScript(script, options.markUnknown ?? false);
}

/**
 * Splits a mode's shell pipeline into commands. Mode files use only single-quoted paths, bare words,
 * `|` and the positional parameters `$1` (generator mode: -g marks unknown words, -n does not) and `$2`
 * (tagger option, empty unless ambiguity output is wanted).
 */
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
