// /login, "Reconnect this device": where a device lands when its session ends (spec §4, §8).
// It says what happened and that nothing on the device is lost, then offers two ways back;
// offline it says reconnecting needs the network while the app keeps working on the device.
import { type ReactNode, useState } from 'react';
import { CloudOff, PlugZap } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOnlineStatus } from '../../lib/use-online-status';
import { useSyncUi } from '../../sync/engine-status';
import { changes } from '../../sync/status/sync-view';
import { usePendingCount } from '../../sync/status/use-sync-data';
import { JoinHouseholdCard } from './join-household-card';
import { StartFreshCard } from './start-fresh-card';

function whatHappened(reason: string | undefined): string {
  if (reason === 'Not authenticated') {
    return 'This device has no sign-in any more, so it cannot sync with your household.';
  }
  return 'The server no longer accepts this device’s sign-in (it expired, or was used on another device), so it cannot sync with your household.';
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 rounded-2xl border bg-card p-5 sm:p-6">
      <h2 className="font-display text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function ReconnectPage() {
  useDocumentTitle('Reconnect this device · Mise');
  const online = useOnlineStatus();
  const pending = usePendingCount();
  const session = useSyncUi((state) => state.session);
  const reason = useSyncUi((state) => state.sessionEndedReason);
  const halted = useSyncUi((state) => state.engine?.halt === 'signed-out');
  const [done, setDone] = useState<string | undefined>(undefined);
  const signedOut = session === 'ended' || halted;

  return (
    <div className="grid gap-8">
      <PageHeader title="Reconnect this device" icon={PlugZap} backToHome>
        {signedOut
          ? 'Sync is paused, but Mise keeps working here: nothing on this device is lost.'
          : 'Where a device comes back when its sync stops. Mise keeps working meanwhile.'}
      </PageHeader>
      <div aria-live="polite" className="grid gap-6">
        {done ? (
          <Panel title="This device is syncing again">
            <p className="text-muted-foreground">{done}</p>
            <Button asChild className="w-fit">
              <Link to="/">Back to the app</Link>
            </Button>
          </Panel>
        ) : signedOut ? (
          <>
            <Panel title={reason ?? 'Sync is paused'}>
              <p className="text-muted-foreground">{whatHappened(reason)}</p>
              <p className="text-muted-foreground">
                Your pantry, recipes and plans stay on this device
                {pending > 0 ? `, with ${changes(pending)} not synced yet` : ''}. Choose how to
                reconnect it, or keep cooking and decide later.
              </p>
            </Panel>
            {!online && (
              <p className="flex items-start gap-3 rounded-2xl bg-spice-soft p-4 text-spice">
                <CloudOff className="mt-0.5 size-5 shrink-0" aria-hidden />
                You are offline. Reconnecting needs the network; until then Mise keeps working on
                this device and keeps your changes.
              </p>
            )}
            <div className="grid gap-4 md:grid-cols-2">
              <StartFreshCard offline={!online} onDone={setDone} />
              <JoinHouseholdCard offline={!online} onDone={setDone} />
            </div>
          </>
        ) : (
          session !== 'loading' && (
            <Panel title="This device is connected">
              <p className="text-muted-foreground">
                Sync is working: there is nothing to reconnect. To share this kitchen with another
                device, create an invite in Settings.
              </p>
              <Button asChild variant="outline" className="w-fit">
                <Link to="/settings">Go to Settings</Link>
              </Button>
            </Panel>
          )
        )}
      </div>
    </div>
  );
}
