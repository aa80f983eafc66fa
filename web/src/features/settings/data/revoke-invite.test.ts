// Revoking an invite in Settings: the cook hears it in a toast, success or not, and a failed
// call keeps the row (offline shows the connection sentence, not a raw error).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../sync/api-error';
import { revokeInviteAndSay } from './revoke-invite';

const { revokeInvite, toast } = vi.hoisted(() => ({ revokeInvite: vi.fn(), toast: vi.fn() }));
vi.mock('../../../sync/household', () => ({ revokeInvite }));
vi.mock('../../../components/ui/use-toast', () => ({ toast }));

beforeEach(() => {
  revokeInvite.mockReset();
  toast.mockReset();
});

describe('revokeInviteAndSay', () => {
  it('revokes the code and confirms it in a toast', async () => {
    revokeInvite.mockResolvedValue(undefined);
    await expect(revokeInviteAndSay('ABCD2345')).resolves.toBe(true);
    expect(revokeInvite).toHaveBeenCalledWith('ABCD2345');
    expect(toast).toHaveBeenCalledWith({
      title: 'Invite revoked',
      description: 'Code ABCD2345 no longer lets a device join.',
    });
  });

  it('treats an invite the server no longer has open as closed', async () => {
    revokeInvite.mockRejectedValue(
      new ApiError(404, 'This kitchen has no open invite with that code.'),
    );
    await expect(revokeInviteAndSay('ABCD2345')).resolves.toBe(true);
    expect(toast).toHaveBeenCalledWith({
      title: 'Invite already closed',
      description: 'Code ABCD2345 no longer works.',
    });
  });

  it('says the server could not be reached when the device is offline, and keeps the row', async () => {
    revokeInvite.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(revokeInviteAndSay('ABCD2345')).resolves.toBe(false);
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Could not revoke the invite',
      description: "Couldn't reach the Mise server. Check your connection and try again.",
    });
  });

  it('passes on the server’s sentence for other refusals', async () => {
    revokeInvite.mockRejectedValue(new ApiError(500, 'Something went wrong on our side.'));
    await expect(revokeInviteAndSay('ABCD2345')).resolves.toBe(false);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Something went wrong on our side.' }),
    );
  });
});
