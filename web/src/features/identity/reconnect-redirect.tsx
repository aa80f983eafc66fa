// Sends the user to /login when this device's session ends while the app is open (spec §4: a
// failed refresh goes to /login). Only on that change: a device that opens already signed out
// is not pulled away from what it opened; the header says "Sync paused" and links there.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSyncUi } from '../../sync/engine-status';

export function ReconnectRedirect() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loading = useSyncUi((state) => state.session === 'loading');
  const signedOut = useSyncUi(
    (state) => state.session === 'ended' || state.engine?.halt === 'signed-out',
  );
  const before = useRef<boolean | undefined>(undefined);

  useEffect(() => {
    if (loading) return;
    const wasSignedOut = before.current;
    before.current = signedOut;
    if (wasSignedOut === false && signedOut && pathname !== '/login') void navigate('/login');
  }, [loading, signedOut, pathname, navigate]);

  return null;
}
