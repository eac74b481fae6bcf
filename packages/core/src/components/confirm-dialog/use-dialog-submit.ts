// A dialog's save or confirmation: busy while it runs, and the server's refusal kept to show in the dialog
// (ConfirmDialog, the account's glossary dialogs).
import { useCallback, useState } from 'react';

export function useDialogSubmit() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // Stable, because dialogs clear the refusal in an effect on opening: a new function each render re-ran that
  // effect on the render that showed the refusal and wiped it at once.
  const reset = useCallback(() => setFailure(null), []);
  const run = useCallback(async (save: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await save();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, failure, reset, run };
}
