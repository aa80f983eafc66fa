// Runs one local write (a mutator through mutate()) and reports a refusal instead of throwing:
// a MutationRejected carries a sentence meant for the user, shown as a destructive toast; any
// other failure (storage full, database closed) is worded by user-facing-error.ts and logged for
// debugging.
import { toast } from '../components/ui/use-toast';
import { MutationRejected } from '../sync/mutate';
import { userFacingError } from './user-facing-error';

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
        description: userFacingError(error, { action: 'save the change on this device' }),
      });
    }
    return false;
  }
}
