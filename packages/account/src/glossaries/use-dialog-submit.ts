// A dialog's save: busy while it runs, and the server's refusal kept to show in the dialog.
import { useState } from 'react';

export function useDialogSubmit() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  return {
    busy,
    failure,
    reset: () => setFailure(null),
    run: async (save: () => Promise<void>) => {
      setBusy(true);
      setFailure(null);
      try {
        await save();
      } catch (error) {
        setFailure(error);
      } finally {
        setBusy(false);
      }
    },
  };
}
