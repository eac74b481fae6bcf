// POST /machineTranslation/actions/translateText (spec 3 §7).
import { calls } from '@lingua/contract';
import type { TranslateTextBody, TranslateTextResponse } from '@lingua/contract';
import { callApi } from '@lingua/core';
import useSWRMutation from 'swr/mutation';

/** Translates text; without sourceLanguageCode the server detects the source. */
export function translateText(body: TranslateTextBody): Promise<TranslateTextResponse> {
  return callApi(calls.translateText, { body });
}

/** Mutation hook: trigger(body). */
export function useTranslateText() {
  return useSWRMutation(calls.translateText.path, (_key: string, { arg }: { arg: TranslateTextBody }) => translateText(arg));
}
