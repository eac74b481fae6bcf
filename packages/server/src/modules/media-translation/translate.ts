// Machine translation of transcript lines, as the media job and "Update translations" both need it.
import type { MachineTranslation } from '../../engines/mt/plugin.ts';

export async function translateLine(mt: MachineTranslation, text: string, source: string, target: string, signal?: AbortSignal): Promise<string> {
  if (!text.trim()) return '';
  const { translatedText } = await mt.engine.translateText({ text, source, target, signal });
  // Apertium marks words it does not know with * (and # / @ for generation gaps); subtitles show the word.
  return translatedText.replace(/[*#@](?=\p{L})/gu, '');
}

export async function translateLines(mt: MachineTranslation, texts: readonly string[], source: string, target: string, signal?: AbortSignal): Promise<string[]> {
  const out: string[] = [];
  for (const text of texts) out.push(await translateLine(mt, text, source, target, signal));
  return out;
}
