// A Settings change is one field through the preferences mutator, and the cook hears how it went
// in §8's words: "Settings Saved" when it landed, "Error" when this device refused it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationRejected } from '@mise/sync/define-mutator';
import { savePreferenceChange } from './save-preference';

const { mutate, toast } = vi.hoisted(() => ({ mutate: vi.fn(), toast: vi.fn() }));
vi.mock('../../../sync/mutate', () => ({ mutate }));
vi.mock('../../../components/ui/use-toast', () => ({ toast }));

beforeEach(() => {
  mutate.mockReset();
  toast.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('savePreferenceChange', () => {
  it('writes only the changed field, whole lists included, and says it was saved', async () => {
    mutate.mockResolvedValue(undefined);
    await expect(savePreferenceChange({ allergens: ['Peanuts', 'Sesame'] })).resolves.toBe(true);
    expect(mutate).toHaveBeenCalledWith('preferences.update', {
      changes: { allergens: ['Peanuts', 'Sesame'] },
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
    expect(toast).toHaveBeenCalledWith({
      title: 'Settings Saved',
      description: 'Your preferences have been updated successfully.',
    });
  });

  it('says the save failed when the write is refused', async () => {
    mutate.mockRejectedValue(new MutationRejected('Skill level must be one of …'));
    await expect(savePreferenceChange({ skillLevel: 'advanced' })).resolves.toBe(false);
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Error',
      description: 'Failed to save preferences. Please try again.',
    });
  });

  it('says the save failed when storage itself fails', async () => {
    mutate.mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    await expect(savePreferenceChange({ notificationsEnabled: false })).resolves.toBe(false);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error' }));
  });
});
