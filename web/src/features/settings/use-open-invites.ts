// The household's open invites (GET /api/household/invites) for the Share card: fetched while
// sharing is possible (online, signed in), again on reload() (after an invite is created, a
// join or a leave). A revoked invite is dropped at once, and remembered, so the invite shown
// just after creating it can be hidden too.
import type { OpenInvite } from '@mise/domain/api/household';
import { useEffect, useState } from 'react';
import { userFacingError } from '../../lib/user-facing-error';
import { fetchOpenInvites } from '../../sync/household';

interface OpenInvitesState {
  /** Undefined until the first answer arrives, and after a failed one. */
  invites: OpenInvite[] | undefined;
  error: string | undefined;
}

export interface OpenInvitesList extends OpenInvitesState {
  /** Codes revoked from this card since it opened. */
  revoked: ReadonlySet<string>;
  reload: () => void;
  drop: (code: string) => void;
}

export function useOpenInvites(enabled: boolean): OpenInvitesList {
  const [state, setState] = useState<OpenInvitesState>({ invites: undefined, error: undefined });
  const [revoked, setRevoked] = useState<ReadonlySet<string>>(() => new Set());
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    // The list shown stays up while it is fetched again, rather than blinking to "Loading".
    fetchOpenInvites().then(
      (invites) => current && setState({ invites, error: undefined }),
      (error: unknown) =>
        current &&
        setState({
          invites: undefined,
          error: userFacingError(error, { action: 'load the open invites' }),
        }),
    );
    return () => {
      current = false;
    };
  }, [enabled, version]);
  return {
    ...state,
    revoked,
    reload: () => setVersion((value) => value + 1),
    drop: (code) => {
      setRevoked((codes) => new Set(codes).add(code));
      setState(({ invites, error }) => ({
        invites: invites?.filter((invite) => invite.code !== code),
        error,
      }));
    },
  };
}
