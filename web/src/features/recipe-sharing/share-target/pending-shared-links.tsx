// Links shared to Mise while offline are imported when the connection returns: the app start
// and every return online take the oldest waiting link to Recipe Sharing, as if it had just
// been shared; the next one comes when its Create Recipe dialog closes. Mounted for the whole
// app (app.tsx), so the cook need not be on Recipe Sharing when the signal comes back.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/use-toast';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { SHARED_LINK_DONE, SHARE_PARAMS, sharedLinksWaiting } from './share-signals';

export function PendingSharedLinks() {
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const [turn, setTurn] = useState(0);

  useEffect(() => {
    const next = () => setTurn((count) => count + 1);
    window.addEventListener(SHARED_LINK_DONE, next);
    return () => window.removeEventListener(SHARED_LINK_DONE, next);
  }, []);

  useEffect(() => {
    if (!online || !sharedLinksWaiting()) return;
    void import('./pending-shares')
      .then(({ takeSharedLink }) => takeSharedLink())
      .then((address) => {
        if (address === undefined) return;
        toast({ title: 'Importing the recipe you shared', description: address });
        void navigate(`/recipe-sharing?${new URLSearchParams({ [SHARE_PARAMS.url]: address })}`);
      })
      .catch((error: unknown) => console.warn('Shared links could not be read.', error));
  }, [online, turn, navigate]);

  return null;
}
