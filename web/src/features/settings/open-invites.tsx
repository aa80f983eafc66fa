// "Open invites": every code that can still bring a device into this kitchen, how long it has
// left, and a Revoke button for each. Any device of the kitchen may revoke any of them: a code
// given to the wrong person should be closable from whichever phone is at hand.
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { revokeInviteAndSay } from './data/revoke-invite';
import type { OpenInvitesList } from './use-open-invites';
import { expiresInText } from './utils/expires-in';

interface OpenInvitesProps {
  /** Offline or signed out: the list cannot be fetched nor changed. */
  disabled: boolean;
  list: OpenInvitesList;
}

export function OpenInvites({ disabled, list }: OpenInvitesProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [revoking, setRevoking] = useState<string | undefined>(undefined);

  async function revoke(code: string) {
    setRevoking(code);
    const closed = await revokeInviteAndSay(code);
    setRevoking(undefined);
    if (!closed) return;
    list.drop(code);
    // The focused button goes with its row: keep the keyboard's place in the card.
    headingRef.current?.focus();
  }

  return (
    <section aria-labelledby="open-invites-heading" className="grid gap-3">
      <h3
        id="open-invites-heading"
        ref={headingRef}
        tabIndex={-1}
        className="font-semibold focus:outline-none"
      >
        Open invites
      </h3>
      <p className="text-sm text-muted-foreground">
        Codes that can still bring a device into this kitchen. Any device here can revoke one.
      </p>
      <OpenInvitesBody
        disabled={disabled}
        list={list}
        revoking={revoking}
        onRevoke={(code) => void revoke(code)}
      />
    </section>
  );
}

interface BodyProps extends OpenInvitesProps {
  revoking: string | undefined;
  onRevoke: (code: string) => void;
}

function OpenInvitesBody({ disabled, list, revoking, onRevoke }: BodyProps) {
  const note = (text: string) => <p className="text-sm text-muted-foreground">{text}</p>;
  if (disabled) return note('Open invites show here while this device is online and syncing.');
  if (list.error !== undefined) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-sm font-medium text-destructive-text">
          Could not load the open invites: {list.error}
        </p>
        <Button variant="outline" onClick={list.reload}>
          Try again
        </Button>
      </div>
    );
  }
  if (list.invites === undefined) return note('Loading open invites…');
  // One line, like the loading one it replaces, so nothing below moves when it arrives.
  if (list.invites.length === 0) return note('No open invites.');
  const now = new Date();
  return (
    <ul className="grid gap-2">
      {list.invites.map((invite) => (
        <li
          key={invite.code}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-muted px-4 py-3"
        >
          <div className="grid gap-0.5">
            <span className="font-mono text-lg font-semibold tracking-[0.15em]">{invite.code}</span>
            <span className="text-sm text-muted-foreground">
              {expiresInText(invite.expiresAt, now)}
              {invite.createdByThisDevice && ' · created on this device'}
            </span>
          </div>
          <Button
            variant="outline"
            aria-label={`Revoke invite ${invite.code}`}
            aria-busy={revoking === invite.code}
            // Not disabled while busy: a disabled button would drop the keyboard's focus.
            onClick={() => {
              if (revoking === undefined) onRevoke(invite.code);
            }}
          >
            {revoking === invite.code ? 'Revoking…' : 'Revoke'}
          </Button>
        </li>
      ))}
    </ul>
  );
}
