// Settings → "Share this kitchen": how many devices share it, an invite for another device,
// the kitchen's open invites (to revoke), joining another kitchen with a code, and leaving. All of it needs the server: offline, or
// with sync paused, the card says so and keeps its controls in place, disabled.
import type { ReactNode } from 'react';
import { CloudAlert, CloudOff, type LucideIcon, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { useOnlineStatus } from '../../lib/use-online-status';
import { useSyncUi } from '../../sync/engine-status';
import { InvitePanel } from './invite-panel';
import { JoinKitchenForm } from './join-kitchen-form';
import { LeaveKitchen } from './leave-kitchen';
import { OpenInvites } from './open-invites';
import { useHousehold } from './use-household';
import { useOpenInvites } from './use-open-invites';

function Notice({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="flex items-start gap-3 rounded-xl bg-spice-soft p-4 text-sm text-spice">
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

function deviceCountText(count: number | undefined, error: string | undefined): string {
  if (error) return error;
  if (count === undefined) return 'Counting devices…';
  return count === 1
    ? 'Only this device uses this kitchen so far.'
    : `${count} devices share this kitchen.`;
}

export function ShareKitchenCard() {
  const online = useOnlineStatus();
  const signedOut = useSyncUi(
    (state) => state.session === 'ended' || state.engine?.halt === 'signed-out',
  );
  const ready = online && !signedOut;
  const { household, error, reload } = useHousehold(ready);
  const invites = useOpenInvites(ready);
  const devices = ready ? household?.deviceCount : undefined;
  // A join or a leave puts the device in another kitchen, with other invites.
  const moved = () => {
    reload();
    invites.reload();
  };

  return (
    <Card role="region" aria-labelledby="share-kitchen-heading">
      <CardHeader>
        <div className="flex items-center gap-3">
          <Users className="size-6 text-primary" aria-hidden />
          <CardTitle as="h2" id="share-kitchen-heading" className="text-xl">
            Share this kitchen
          </CardTitle>
        </div>
        <CardDescription>
          Devices in one kitchen share its pantry, recipes, meal plan and grocery list, and keep
          them in sync.
        </CardDescription>
        {ready && (
          <p className="min-h-5 text-sm font-semibold">{deviceCountText(devices, error)}</p>
        )}
      </CardHeader>
      <CardContent className="grid gap-6">
        {!online && (
          <Notice icon={CloudOff}>
            Sharing needs the network. Everything else keeps working on this device.
          </Notice>
        )}
        {online && signedOut && (
          <Notice icon={CloudAlert}>
            Sync is paused on this device.{' '}
            <Link to="/login" className="font-semibold underline underline-offset-4">
              Reconnect this device
            </Link>{' '}
            to share its kitchen.
          </Notice>
        )}
        <InvitePanel disabled={!ready} onCreated={invites.reload} revoked={invites.revoked} />
        <OpenInvites disabled={!ready} list={invites} />
        <JoinKitchenForm disabled={!ready} onJoined={moved} />
        {devices !== undefined && devices > 1 && <LeaveKitchen disabled={!ready} onLeft={moved} />}
      </CardContent>
    </Card>
  );
}
