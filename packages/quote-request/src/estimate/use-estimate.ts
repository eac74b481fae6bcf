// The live estimate of the chosen files: asked 400 ms after the files or the number of targets last changed; an
// answer that arrives after a newer change is dropped.
import { useEffect, useMemo, useState } from 'react';
import type { AutoQuoteEstimate } from '@lingua/contract';
import { UploadedFiles } from '../rules/uploaded-files.ts';
import { requestEstimate } from './request-estimate.ts';

export function useEstimate(files: readonly File[], targetCount: number, uploads: UploadedFiles | undefined) {
  const [estimate, setEstimate] = useState<AutoQuoteEstimate | null>(null);
  const [busy, setBusy] = useState(false);
  const uploaded = useMemo(() => uploads ?? new UploadedFiles(), [uploads]);
  useEffect(() => {
    if (files.length === 0 || targetCount === 0) {
      setEstimate(null);
      setBusy(false);
      return;
    }
    let cancelled = false;
    // Busy from the change itself, not from the call 400 ms later: the figure on screen is already stale.
    setBusy(true);
    const timer = setTimeout(() => {
      requestEstimate(files, targetCount, uploaded)
        .then((result) => !cancelled && setEstimate(result))
        // A ballpark figure is optional: failures hide it instead of blocking the form.
        .catch(() => !cancelled && setEstimate(null))
        .finally(() => !cancelled && setBusy(false));
    }, 400);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [files, targetCount, uploaded]);
  return { estimate, busy };
}
