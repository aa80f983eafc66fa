// Runs a household change (join, leave) behind a confirm dialog: the dialog's open state, the
// busy flag, and the server's message when it refuses (shown by the caller next to its form).
import { useState } from 'react';
import { describeFailure } from '../../sync/api-error';

export function useHouseholdChange(change: () => Promise<void>, onDone: () => void) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  async function confirm() {
    setBusy(true);
    try {
      await change();
      setError(undefined);
      onDone();
    } catch (failure) {
      setError(describeFailure(failure));
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return {
    open,
    busy,
    error,
    ask: () => {
      setError(undefined);
      setOpen(true);
    },
    setOpen,
    confirm: () => void confirm(),
  };
}
