// Journal photos as stored bytes, one row per household and photo id (migration 004). Both
// engines return bytea as bytes (pg a Buffer, PGlite a Uint8Array); callers get a Uint8Array.
import { z } from 'zod';
import type { CollectionName } from '@mise/sync/collections';
import type { Queryable } from './database';

export interface StoredPhoto {
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

const photoRowSchema = z.object({
  contentType: z.string(),
  bytes: z.instanceof(Uint8Array),
});

/** Stores a photo unless the household already has one of that id: true when it was new. */
export async function insertPhoto(
  q: Queryable,
  householdId: string,
  id: string,
  photo: { contentType: string; bytes: Uint8Array },
): Promise<boolean> {
  const rows = await q.query(
    `insert into photos (household_id, id, content_type, bytes) values ($1, $2, $3, $4)
     on conflict (household_id, id) do nothing returning id`,
    [householdId, id, photo.contentType, photo.bytes],
  );
  return rows.length === 1;
}

export async function findPhoto(
  q: Queryable,
  householdId: string,
  id: string,
): Promise<StoredPhoto | undefined> {
  const rows = await q.query(
    'select content_type as "contentType", bytes from photos where household_id = $1 and id = $2',
    [householdId, id],
  );
  if (rows.length === 0) return undefined;
  const row = photoRowSchema.parse(rows[0]);
  // A Buffer is a Uint8Array; a plain copy of its view keeps callers off Node's pooled memory.
  return { contentType: row.contentType, bytes: new Uint8Array(row.bytes) };
}

const PHOTO_OWNERS: CollectionName = 'journalEntries';

/**
 * Deletes the photos stored before `storedBefore` that no live journal entry of their
 * household names: those of deleted entries, photos taken off an entry, and photos picked in a
 * form that was never saved. A photo younger than the cut-off is kept, since a phone uploads it
 * as soon as it is taken and the entry naming it may still be on its way. Returns how many went.
 */
export async function deleteUnusedPhotos(q: Queryable, storedBefore: Date): Promise<number> {
  const rows = await q.query(
    `delete from photos p
     where p.created_at < $1
       and not exists (
         select 1 from entities e
         where e.household_id = p.household_id and e.collection = $2
           and not e.deleted and e.data -> 'photos' ? p.id)
     returning p.id`,
    [storedBefore, PHOTO_OWNERS],
  );
  return rows.length;
}
