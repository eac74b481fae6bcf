// GET /jobRequests/{id}/mediaSegments/{fileIndex}/peaks: the source's waveform, computed once on the server.
import { calls } from '@lingua/contract';
import type { MediaPeaks } from '@lingua/contract';
import { useCall } from '@lingua/core';
import type { SWRResponse } from 'swr';

export function useMediaPeaks(jobRequestId: string, fileIndex: number): SWRResponse<MediaPeaks> {
  return useCall(calls.getMediaPeaks, { params: { jobRequestId, fileIndex: String(fileIndex) } }, { revalidateOnFocus: false, revalidateIfStale: false });
}
