// What a text looks like (decision 144): text translation says which language the engine detected and how sure it
// is, and warns when the source the user chose and a confident detection disagree.
import type { LanguageDetection } from '../../engines/mt/index.ts';
import type { MachineTranslation } from '../../engines/mt/plugin.ts';

/** A detection this sure (0..1) is confident enough to contradict the user's choice... */
export const CONFIDENT_DETECTION = 0.8;
/** ...when the chosen language scores at least this much less; close languages (Spanish, Catalan) score near. */
export const DETECTION_MARGIN = 0.25;

export interface DetectionAnswer {
  detection?: { language: string; confidence: number };
  /** The language the text looks like when it is not the chosen source, confidently. */
  looksLike?: string;
}

export function judgeDetection(found: LanguageDetection | undefined, chosenSource: string | undefined): DetectionAnswer {
  if (!found) return {};
  const detection = { language: found.language, confidence: Math.round(found.confidence * 100) / 100 };
  if (!chosenSource || found.language === chosenSource || found.confidence < CONFIDENT_DETECTION) return { detection };
  const chosen = found.scores.find((s) => s.language === chosenSource)?.score ?? 0;
  return found.confidence - chosen >= DETECTION_MARGIN ? { detection, looksLike: found.language } : { detection };
}

/** Detection beside the translation; it never fails the translation it accompanies. */
export async function detectFor(mt: MachineTranslation, text: string, target: string, chosenSource: string | undefined): Promise<DetectionAnswer> {
  return judgeDetection(await mt.engine.detectLanguage(text, target), chosenSource);
}
