// Reconnect option (a): a new household for this device, which receives everything the device
// holds (each row queued as a restore) and then every write still waiting to sync.
import { HousePlus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { startFresh } from '../../sync/reconnect';
import { useReconnectAction } from './use-reconnect-action';

interface StartFreshCardProps {
  offline: boolean;
  onDone: (message: string) => void;
}

export function StartFreshCard({ offline, onDone }: StartFreshCardProps) {
  const action = useReconnectAction('start fresh', async () => {
    const rows = await startFresh();
    onDone(
      rows === 1
        ? 'This device has a new kitchen and is copying its 1 item into it.'
        : `This device has a new kitchen and is copying its ${rows} items into it.`,
    );
  });
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <HousePlus className="size-6 text-primary" aria-hidden />
        <CardTitle as="h2">Start fresh with this device’s data</CardTitle>
        <CardDescription>
          Creates a new kitchen for this device and copies everything on it there. Invite your other
          devices to it later from Settings.
        </CardDescription>
      </CardHeader>
      <CardContent className="mt-auto grid gap-3">
        <Button disabled={offline || action.busy} onClick={() => void action.run()}>
          {action.busy ? 'Starting fresh…' : 'Start fresh with this device’s data'}
        </Button>
        {action.error && (
          <p role="alert" className="text-sm font-medium text-destructive-text">
            {action.error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
