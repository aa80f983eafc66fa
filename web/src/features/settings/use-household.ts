// The device's household (GET /api/household) for the Share card: fetched while sharing is
// possible (online, signed in), again after a join, leave or reload() of the card.
import type { HouseholdResponse } from '@mise/domain/api/household';
import { useEffect, useState } from 'react';
import { userFacingError } from '../../lib/user-facing-error';
import { fetchHousehold } from '../../sync/household';

interface HouseholdState {
  household: HouseholdResponse | undefined;
  error: string | undefined;
}

export function useHousehold(enabled: boolean): HouseholdState & { reload: () => void } {
  const [state, setState] = useState<HouseholdState>({ household: undefined, error: undefined });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    fetchHousehold().then(
      (household) => current && setState({ household, error: undefined }),
      (error: unknown) =>
        current &&
        setState({
          household: undefined,
          error: userFacingError(error, { action: 'load this kitchen' }),
        }),
    );
    return () => {
      current = false;
    };
  }, [enabled, version]);
  return { ...state, reload: () => setVersion((value) => value + 1) };
}
