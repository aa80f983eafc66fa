// Reconnect option (b): join a household with an invite code from one of its devices. This
// device then shows that household's data; its writes still waiting to sync go with it.
import { type FormEvent, useState } from 'react';
import { Users } from 'lucide-react';
import { InviteCodeField } from '../../components/invite-code-field';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { joinWithInvite } from '../../sync/reconnect';
import { useReconnectAction } from './use-reconnect-action';

interface JoinHouseholdCardProps {
  offline: boolean;
  onDone: (message: string) => void;
}

export function JoinHouseholdCard({ offline, onDone }: JoinHouseholdCardProps) {
  const [code, setCode] = useState('');
  const action = useReconnectAction('join the household', async () => {
    await joinWithInvite(code);
    onDone('This device joined the household and is syncing its kitchen.');
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() !== '') void action.run();
  }
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <Users className="size-6 text-primary" aria-hidden />
        <CardTitle as="h2">Join a household</CardTitle>
        <CardDescription>
          Enter an invite code from a device in your household (Settings → Share this kitchen). This
          device then shows that kitchen instead; changes not synced yet go with it.
        </CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <form onSubmit={submit} className="grid gap-3">
          <InviteCodeField value={code} onChange={setCode} error={action.error} />
          <Button type="submit" disabled={offline || action.busy || code.trim() === ''}>
            {action.busy ? 'Joining…' : 'Join household'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
