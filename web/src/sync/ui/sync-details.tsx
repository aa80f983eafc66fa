// The sync status popover: the state in full, what to do about it (reconnect, reload), when
// the last sync was, a warning when changes waiting to sync could be cleared by the browser,
// and the writes the server refused.
import type { MutationError } from '@mise/sync/protocol';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { useAppUpdate } from '../../pwa/app-update';
import { type SyncView, timeAgo } from '../status/sync-view';
import { RejectedWrites } from './rejected-writes';
import { StorageNotice } from './storage-notice';

interface SyncDetailsProps {
  view: SyncView;
  lastSyncedAt: string | undefined;
  rejected: MutationError[];
  onNavigate: () => void;
}

function reloadToUpdate(updateReady: boolean, applyUpdate: () => void): void {
  if (updateReady) applyUpdate();
  else window.location.reload();
}

export function SyncDetails({ view, lastSyncedAt, rejected, onNavigate }: SyncDetailsProps) {
  const updateReady = useAppUpdate((state) => state.updateReady);
  const applyUpdate = useAppUpdate((state) => state.applyUpdate);
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <p className="font-semibold">{view.title}</p>
        {view.detail && <p className="text-sm text-muted-foreground">{view.detail}</p>}
        {lastSyncedAt && view.kind !== 'synced' && (
          <p className="text-sm text-muted-foreground">
            Last synced {timeAgo(lastSyncedAt, new Date())}.
          </p>
        )}
      </div>
      {view.kind === 'signed-out' && (
        <Button asChild>
          <Link to="/login" onClick={onNavigate}>
            Reconnect this device
          </Link>
        </Button>
      )}
      {view.kind === 'update-required' && (
        <Button onClick={() => reloadToUpdate(updateReady, applyUpdate)}>Reload to update</Button>
      )}
      <StorageNotice />
      <RejectedWrites rejected={rejected} />
    </div>
  );
}
