/** Recipe journal writes: add, edit and delete entries. */
import { z } from 'zod';
import { journalEntrySchema } from '@mise/domain/entities/journal-entry';
import { identifier } from '@mise/domain/fields';
import { MutationRejected, defineMutator } from '../define-mutator';
import { patchRow } from '../patch';

export const journalAdd = defineMutator({
  name: 'journal.add',
  args: () => journalEntrySchema,
  async run(tx, entry) {
    if (await tx.get('journalEntries', entry.id)) {
      throw new MutationRejected('This journal entry already exists.');
    }
    await tx.put('journalEntries', entry);
  },
});

export const journalUpdate = defineMutator({
  name: 'journal.update',
  args: () =>
    z.object({
      id: identifier('Id'),
      changes: journalEntrySchema.omit({ id: true }).partial(),
    }),
  async run(tx, { id, changes }) {
    const entry = await tx.get('journalEntries', id);
    if (entry) await tx.put('journalEntries', patchRow(journalEntrySchema, entry, changes));
  },
});

export const journalRemove = defineMutator({
  name: 'journal.remove',
  args: () => z.object({ id: identifier('Id') }),
  async run(tx, { id }) {
    await tx.delete('journalEntries', id);
  },
});
