// "Join a kitchen": an invite code (prefilled from a /settings?invite=CODE link), a confirm
// dialog saying what joining does to this device, then POST /api/household/join and a pull of
// the joined kitchen from the start. Writes still waiting to sync go with the device.
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { InviteCodeField } from '../../components/invite-code-field';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { joinHousehold } from '../../sync/household';
import { ConfirmDialog } from './confirm-dialog';
import { useHouseholdChange } from './use-household-change';

export function JoinKitchenForm({
  disabled,
  onJoined,
}: {
  disabled: boolean;
  onJoined: () => void;
}) {
  const [params, setParams] = useSearchParams();
  const [code, setCode] = useState(() => params.get('invite') ?? '');
  const join = useHouseholdChange(
    'join the kitchen',
    () => joinHousehold(code),
    () => {
      setCode('');
      if (params.has('invite')) setParams({}, { replace: true });
      toast({ title: 'You joined the kitchen', description: 'This device is syncing it now.' });
      onJoined();
    },
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() !== '') join.ask();
  }

  return (
    <section aria-labelledby="join-heading" className="grid gap-3">
      <h3 id="join-heading" className="font-semibold">
        Join a kitchen
      </h3>
      <p className="text-sm text-muted-foreground">
        Got an invite from another device? Enter its code to share that kitchen.
      </p>
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <InviteCodeField value={code} onChange={setCode} error={join.error} className="flex-1" />
        <Button type="submit" disabled={disabled || code.trim() === ''}>
          Join kitchen
        </Button>
      </form>
      <ConfirmDialog
        open={join.open}
        onOpenChange={join.setOpen}
        title="Join this kitchen?"
        description="This device will show that kitchen’s pantry, recipes, meal plan and grocery list instead of the ones it shows now, which stay with this kitchen’s other devices. Changes not synced yet go with you."
        confirmLabel="Join kitchen"
        busyLabel="Joining…"
        busy={join.busy}
        onConfirm={join.confirm}
      />
    </section>
  );
}
