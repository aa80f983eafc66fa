// Runs one local write (a mutator through mutate()) and reports a refusal instead of throwing:
// a MutationRejected carries a sentence meant for the user, shown as a destructive toast; any
// other failure (storage full, database closed) gets a generic one and is logged for debugging.
import { toast } from '../components/ui/use-toast';
import { MutationRejected } from '../sync/mutate';

/** Resolves true when the write was applied on this device (it then syncs in the background). */
export async function writeOrToast(
  failureTitle: string,
  write: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof MutationRejected) {
      toast({ variant: 'destructive', title: failureTitle, description: error.message });
    } else {
      console.error(failureTitle, error);
      toast({
        variant: 'destructive',
        title: failureTitle,
        description: 'This device could not save the change. Please try again.',
      });
    }
    return false;
  }
}
