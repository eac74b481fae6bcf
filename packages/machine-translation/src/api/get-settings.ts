// GET /machineTranslation/settings (spec 3 §7): limits and tab flags of the user's company.
import { calls } from '@lingua/contract';
import type { MachineTranslationSettings } from '@lingua/contract';
import { useCall } from '@lingua/core';
import type { SWRResponse } from 'swr';

/** The settings (20-minute freshness from core's defaults). */
export function useMachineTranslationSettings(): SWRResponse<MachineTranslationSettings> {
  return useCall(calls.getMachineTranslationSettings, {});
}
