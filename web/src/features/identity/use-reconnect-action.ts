// Runs one reconnect action (start fresh, join) with its busy flag and the error to show; the
// success message stays on the page, so the user sees what happened before moving on.
import { useState } from 'react';
import { userFacingError } from '../../lib/user-facing-error';

export interface ReconnectAction {
  busy: boolean;
  error: string | undefined;
  run: () => Promise<void>;
}

/** `what` ends "Couldn't …" when the failure has no better words: "start fresh". */
export function useReconnectAction(what: string, action: () => Promise<void>): ReconnectAction {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  async function run() {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(userFacingError(failure, { action: what }));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}
