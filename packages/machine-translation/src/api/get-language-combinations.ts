// GET /xl8/fileTranslation/languageCombinations (spec 3 §7): source language id → supported target ids, for one
// source (query sourceLanguageId) or, without it, every source.
import { calls } from '@lingua/contract';
import type { LanguageCombinations } from '@lingua/contract';
import { useCall } from '@lingua/core';
import type { SWRResponse } from 'swr';

/**
 * The combinations map. With a source language id only that source's entry is asked for (the file tab needs the
 * targets of the chosen source alone); `null` asks nothing yet; without an argument the whole map, for the media
 * tab, whose source picker is limited to the map's sources (spec 3 §4.10).
 */
export function useFileLanguageCombinations(sourceLanguageId?: string | null): SWRResponse<LanguageCombinations> {
  return useCall(
    calls.getFileTranslationLanguageCombinations,
    sourceLanguageId === null ? null : { query: sourceLanguageId === undefined ? {} : { sourceLanguageId } },
  );
}
