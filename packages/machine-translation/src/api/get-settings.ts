// GET /machineTranslation/settings (spec 3 §7): limits and tab flags of the user's company.
import { calls } from '@lingua/contract';
import type { MachineTranslationSettings } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';

/** SWR key of the settings. */
export const SETTINGS_KEY = calls.getMachineTranslationSettings.path;

/** Fetches the settings. */
export function getMachineTranslationSettings(): Promise<MachineTranslationSettings> {
  return api.get<MachineTranslationSettings>(SETTINGS_KEY);
}

/** The settings (20-minute freshness from core's defaults). */
export function useMachineTranslationSettings() {
  return useSWR(SETTINGS_KEY, getMachineTranslationSettings);
}
