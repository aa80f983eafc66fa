// Tells the user, with a toast, when the connection drops and when it returns. Nothing is lost
// while offline: writes go to this device first.
import { useEffect } from 'react';
import { toast } from '../components/ui/use-toast';

export function ConnectionNotice() {
  useEffect(() => {
    const wentOffline = () =>
      toast({
        title: "You're offline",
        description: "Changes are kept on this device and sync when you're back online.",
      });
    const cameOnline = () => toast({ title: 'Back online' });
    window.addEventListener('offline', wentOffline);
    window.addEventListener('online', cameOnline);
    return () => {
      window.removeEventListener('offline', wentOffline);
      window.removeEventListener('online', cameOnline);
    };
  }, []);
  return null;
}
