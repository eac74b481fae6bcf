// Text translation (spec 3 §2.2, §7 translateText): the client's memory first, then the engine chain with the
// glossary, and the detected language beside the result.
import { type CallBody, type CallResponse, type calls } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { type TranslateTextInput, type TranslateTextResult } from '../../engines/mt/index.ts';
import type { MachineTranslation } from '../../engines/mt/plugin.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { glossaryLookup } from '../glossaries/index.ts';
import { clientMemory } from '../translation-memory/index.ts';
import { translateWithMemory, type MemoryTranslation } from './text-memory.ts';
import { detectFor } from './detection.ts';
import { enabledLanguageIds, engineError, type MtCaller } from './caller.ts';

type TranslateTextBody = CallBody<typeof calls.translateText>;

export async function translateText(
  ctx: { db: Db; mt: MachineTranslation },
  caller: MtCaller,
  body: TranslateTextBody,
): Promise<CallResponse<typeof calls.translateText>> {
  if (caller.settings.disableTextTranslation)
    throw forbidden('Text translation is disabled for your organisation', 'TEXT_TRANSLATION_DISABLED');
  if (!body.text.trim()) throw badRequest('text is required', 'INVALID_PARAMETER');
  const max = caller.settings.maxCharactersPerRequest;
  if (body.text.length > max) throw badRequest(`The text is longer than ${max} characters`, 'TEXT_TOO_LONG');
  const source = body.sourceLanguageCode || undefined;
  const known = await enabledLanguageIds(ctx.db);
  for (const l of [body.targetLanguageCode, ...(source ? [source] : [])]) {
    if (!known.has(l)) throw badRequest(`Unknown language ${l}`, 'INVALID_LANGUAGE');
  }
  try {
    const input = { text: body.text, source, target: body.targetLanguageCode, glossary: await glossaryLookup(ctx.db, caller.clientId, body.targetLanguageCode) };
    const [result, detected] = await Promise.all([translateRemembering(ctx, caller.clientId, input), detectFor(ctx.mt, body.text, body.targetLanguageCode, source)]);
    return {
      ...detected,
      translatedText: result.translatedText,
      detectedLanguage: result.detectedLanguage ?? null,
      ...(result.engine ? { engine: result.engine } : {}),
      ...(result.glossaryTerms?.length ? { glossaryTerms: result.glossaryTerms } : {}),
      ...(result.memorySentences?.length ? { memorySentences: result.memorySentences } : {}),
      ...(result.unsureWords?.length ? { unsureWords: result.unsureWords } : {}),
    };
  } catch (err) {
    engineError(err);
  }
}

/**
 * Sentences of the client's translation memory first (decision 138). A detected source is known only after the
 * engine answered: the text is translated again from it when that source's memory has one of its sentences.
 */
async function translateRemembering(ctx: { db: Db; mt: MachineTranslation }, clientId: number, input: TranslateTextInput): Promise<TranslateTextResult & { memorySentences?: MemoryTranslation['memorySentences'] }> {
  const memoryFor = (s: string) => clientMemory(ctx.db, { clientId, source: s, target: input.target });
  if (input.source) return (await translateWithMemory(ctx.mt.engine, { ...input, source: input.source }, memoryFor(input.source))) ?? ctx.mt.engine.translateText(input);
  const first = await ctx.mt.engine.translateText(input);
  const detected = first.detectedLanguage;
  const again = detected ? await translateWithMemory(ctx.mt.engine, { ...input, source: detected }, memoryFor(detected)) : undefined;
  return again ? { ...again, detectedLanguage: detected } : first;
}
