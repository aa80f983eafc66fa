// "Leave this kitchen": after a confirm, POST /api/household/leave gives this device a new,
// empty kitchen of its own; the kitchen it leaves keeps its data for its other devices. Only
// offered while other devices share the kitchen: alone, leaving would only empty it.
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { leaveHousehold } from '../../sync/household';
import { ConfirmDialog } from './confirm-dialog';
import { useHouseholdChange } from './use-household-change';

interface LeaveKitchenProps {
  disabled: boolean;
  onLeft: () => void;
}

export function LeaveKitchen({ disabled, onLeft }: LeaveKitchenProps) {
  const leave = useHouseholdChange('leave the kitchen', leaveHousehold, () => {
    toast({ title: 'You left the kitchen', description: 'This device has a kitchen of its own.' });
    onLeft();
  });
  return (
    <section aria-labelledby="leave-heading" className="grid gap-3">
      <h3 id="leave-heading" className="font-semibold">
        Leave this kitchen
      </h3>
      <p className="text-sm text-muted-foreground">
        This device starts again with an empty kitchen of its own.
      </p>
      <Button variant="outline" className="w-fit" disabled={disabled} onClick={leave.ask}>
        Leave this kitchen
      </Button>
      {leave.error && (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          {leave.error}
        </p>
      )}
      <ConfirmDialog
        open={leave.open}
        onOpenChange={leave.setOpen}
        title="Leave this kitchen?"
        description="Its pantry, recipes and plans stay with the kitchen’s other devices. This device starts with an empty kitchen."
        confirmLabel="Leave kitchen"
        busyLabel="Leaving…"
        busy={leave.busy}
        destructive
        onConfirm={leave.confirm}
      />
    </section>
  );
}
