// The journal's writes (spec §4, §8): an entry is added with `journal.add` and removed with
// `journal.remove`, applied on this device at once and synced later, so both work offline. The
// toasts are the spec's; a refused write is a toast too (writeOrToast), never silent.
import type { JournalEntry } from '@mise/domain/entities/journal-entry';
import type { JournalFormEntry } from '@mise/domain/journal-form';
import { toast } from '../../../components/ui/use-toast';
import { writeOrToast } from '../../../lib/write-or-toast';
import { mutate } from '../../../sync/mutate';

export async function addJournalEntry(
  fields: JournalFormEntry,
  recipeId: (entryId: string) => string,
  photos: readonly string[] = [],
): Promise<boolean> {
  const id = crypto.randomUUID();
  const entry: JournalEntry = { id, recipeId: recipeId(id), photos: [...photos], ...fields };
  const added = await writeOrToast(`Couldn't add ${fields.recipeName} to your journal`, () =>
    mutate('journal.add', entry),
  );
  if (added) toast({ title: `${fields.recipeName} has been added to your journal` });
  return added;
}

export async function deleteJournalEntry(entry: JournalEntry): Promise<boolean> {
  const deleted = await writeOrToast("Couldn't delete the entry", () =>
    mutate('journal.remove', { id: entry.id }),
  );
  if (deleted)
    toast({
      title: 'Entry Deleted',
      description: `${entry.recipeName} is no longer in your journal.`,
    });
  return deleted;
}
