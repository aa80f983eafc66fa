// Revoking an open invite from Settings, and telling the cook how it went in a toast. A 404
// means the code no longer admits anyone (another device revoked it, it expired, or its creator
// left): that is what the cook wanted, so it reads as done and the row goes.
import { toast } from '../../../components/ui/use-toast';
import { userFacingError } from '../../../lib/user-facing-error';
import { ApiError } from '../../../sync/api-error';
import { revokeInvite } from '../../../sync/household';

/** True when the invite is closed now and its row can go. */
export async function revokeInviteAndSay(code: string): Promise<boolean> {
  try {
    await revokeInvite(code);
    toast({ title: 'Invite revoked', description: `Code ${code} no longer lets a device join.` });
    return true;
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 404) {
      toast({ title: 'Invite already closed', description: `Code ${code} no longer works.` });
      return true;
    }
    toast({
      variant: 'destructive',
      title: 'Could not revoke the invite',
      description: userFacingError(failure, { action: 'revoke the invite' }),
    });
    return false;
  }
}
