// GET /xl8/fileTranslation/languageCombinations (spec 3 §7): source language id → supported target ids.
import { calls } from '@lingua/contract';
import type { LanguageCombinations } from '@lingua/contract';
import { useCall } from '@lingua/core';
import type { SWRResponse } from 'swr';

/** The combinations map. */
export function useFileLanguageCombinations(): SWRResponse<LanguageCombinations> {
  return useCall(calls.getFileTranslationLanguageCombinations, {});
}
