// The sync details' warning that changes waiting to sync sit in storage the browser may clear
// (status/storage-notice.ts says when), with the browser's install offer where it makes one.
import { Button } from '../../components/ui/button';
import { useStoragePersistence } from '../../db/persistence';
import { promptInstall, runningInstalled, useInstallPrompt } from '../../pwa/install-prompt';
import { storageNotice } from '../status/storage-notice';
import { usePendingCount } from '../status/use-sync-data';

export function StorageNotice() {
  const persistence = useStoragePersistence((state) => state.persistence);
  const pending = usePendingCount();
  const canInstall = useInstallPrompt((state) => state.offer !== undefined);
  const notice = storageNotice({ persistence, pending, installed: runningInstalled() });
  if (notice === undefined) return null;
  return (
    <div className="grid gap-2 border-t pt-3">
      <p className="text-sm">{notice}</p>
      {canInstall && (
        <Button variant="outline" className="w-fit" onClick={() => void promptInstall()}>
          Install Mise
        </Button>
      )}
    </div>
  );
}
