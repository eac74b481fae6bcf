// GET /xl8/fileTranslation/languageCombinations (spec 3 §7): source language id → supported target ids.
import { calls } from '@lingua/contract';
import type { LanguageCombinations } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';

/** SWR key of the combinations map. */
export const LANGUAGE_COMBINATIONS_KEY = calls.getFileTranslationLanguageCombinations.path;

/** Fetches the whole combinations map. */
export function getFileLanguageCombinations(): Promise<LanguageCombinations> {
  return api.get<LanguageCombinations>(LANGUAGE_COMBINATIONS_KEY);
}

/** The combinations map. */
export function useFileLanguageCombinations() {
  return useSWR(LANGUAGE_COMBINATIONS_KEY, getFileLanguageCombinations);
}
