// "Invite a device": creates an invite (POST /api/household/invites) and shows its code and
// link (/settings?invite=CODE on this origin), each with a copy button, and when it expires,
// until it is revoked in the open invites below.
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { type Invite, createInvite } from '../../sync/household';
import { CopyButton } from '../../components/copy-button';
import { userFacingError } from '../../lib/user-facing-error';

// Built when an invite is shown, not with Settings: a page's first Intl formatter costs a phone
// 15–25 ms, which opening Settings should not pay.
let expiry: Intl.DateTimeFormat | undefined;
const expiryOf = (expiresAt: string) =>
  (expiry ??= new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })).format(new Date(expiresAt));

interface InvitePanelProps {
  disabled: boolean;
  /** Called once a new invite exists, so the open invites list shows it. */
  onCreated: () => void;
  /** Codes revoked since the card opened: a revoked invite is no longer offered for copying. */
  revoked: ReadonlySet<string>;
}

export function InvitePanel({ disabled, onCreated, revoked }: InvitePanelProps) {
  const [created, setCreated] = useState<Invite | undefined>(undefined);
  const invite = created !== undefined && !revoked.has(created.code) ? created : undefined;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  async function create() {
    setBusy(true);
    setError(undefined);
    try {
      setCreated(await createInvite());
      onCreated();
    } catch (failure) {
      setError(userFacingError(failure, { action: 'create an invite' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="invite-heading" className="grid gap-3">
      <h3 id="invite-heading" className="font-semibold">
        Invite a device
      </h3>
      <p className="text-sm text-muted-foreground">
        On the other device, enter the code in Settings or open the link. Anyone with it can join
        until it expires.
      </p>
      {/* Always present, so the new code is announced when it appears. */}
      <div aria-live="polite">
        {invite && (
          <div className="grid gap-4 rounded-xl bg-muted p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <dl className="grid gap-1">
                <dt className="text-xs font-semibold text-muted-foreground">Invite code</dt>
                <dd className="font-mono text-2xl font-semibold tracking-[0.2em]">{invite.code}</dd>
              </dl>
              <CopyButton text={invite.code} label="Copy code" />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <dl className="grid min-w-0 gap-1">
                <dt className="text-xs font-semibold text-muted-foreground">Invite link</dt>
                <dd className="text-sm break-all">{invite.link}</dd>
              </dl>
              <CopyButton text={invite.link} label="Copy link" />
            </div>
            <p className="text-sm text-muted-foreground">Expires {expiryOf(invite.expiresAt)}</p>
          </div>
        )}
      </div>
      <Button
        variant={invite ? 'outline' : 'default'}
        className="w-fit"
        disabled={disabled || busy}
        onClick={() => void create()}
      >
        {busy ? 'Creating…' : invite ? 'Create a new invite' : 'Create an invite'}
      </Button>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      )}
    </section>
  );
}
