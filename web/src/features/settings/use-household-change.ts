// Runs a household change (join, leave) behind a confirm dialog: the dialog's open state, the
// busy flag, and the server's message when it refuses (shown by the caller next to its form).
import { useState } from 'react';
import { userFacingError } from '../../lib/user-facing-error';

/** `what` ends "Couldn't …" when the failure has no better words: "join the kitchen". */
export function useHouseholdChange(what: string, change: () => Promise<void>, onDone: () => void) {
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
      setError(userFacingError(failure, { action: what }));
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
