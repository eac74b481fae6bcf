// Runs a submission and keeps its progress and error for the form (spec 2 §4).
import { useCallback, useState } from 'react';
import { submitQuoteRequest } from '../rules/submit-request.ts';
import type { SubmissionProgress, SubmitInput, SubmitResult } from '../rules/submit-request.ts';
import { pushTrackingEvent, trackingEventName } from '../rules/tracking.ts';

export function useSubmission(onSubmitted: (result: SubmitResult) => void) {
  const [progress, setProgress] = useState<SubmissionProgress | null>(null);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(
    async (input: Omit<SubmitInput, 'onProgress'>) => {
      setError(null);
      try {
        const result = await submitQuoteRequest({ ...input, onProgress: setProgress });
        pushTrackingEvent(trackingEventName(result.requestType), { requestId: result.id, requestType: result.requestType });
        onSubmitted(result);
      } catch (e) {
        setProgress(null);
        setError(e);
        throw e;
      }
    },
    [onSubmitted],
  );
  return { progress, error, run, reset: () => { setProgress(null); setError(null); } };
}
