/**
 * Journal photos on this device (issue 9): a photo taken or picked here is kept, already resized,
 * until it is uploaded (and after, to show); a household photo fetched from the server is kept
 * to show it again offline. Dexie loads on demand, as for the live queries.
 */
import type { DevicePhoto } from './db';

const database = async () => (await import('./live-db')).db;

/** Keeps a photo this device took, to be uploaded. */
export async function keepNewPhoto(id: string, blob: Blob): Promise<void> {
  await (await database()).photos.put({ id, blob, pending: 1 });
}

/** Keeps a photo fetched from the household, unless this device already has it. */
export async function keepFetchedPhoto(id: string, blob: Blob): Promise<void> {
  const db = await database();
  await db.transaction('rw', db.photos, async () => {
    if (!(await db.photos.get(id))) await db.photos.put({ id, blob, pending: 0 });
  });
}

export async function readPhoto(id: string): Promise<Blob | undefined> {
  return (await (await database()).photos.get(id))?.blob;
}

/** The photos this device still has to upload. */
export async function photosToUpload(): Promise<DevicePhoto[]> {
  return (await database()).photos.where('pending').equals(1).toArray();
}

export async function markPhotoUploaded(id: string): Promise<void> {
  await (await database()).photos.update(id, { pending: 0 });
}

/** Forgets photos a discarded form had taken (never part of an entry). */
export async function forgetPhotos(ids: readonly string[]): Promise<void> {
  await (await database()).photos.bulkDelete([...ids]);
}
