/**
 * Uploads the journal photos this device took (issue 9). Each is kept on the device first
 * (db/photo-store.ts), so an entry with photos is saved offline like any other. The tab that
 * leads sync sends them with PUT /api/photos/{id} as it does the queued writes: when it starts,
 * when the connection comes back and after every write, whichever page is open; a cook who
 * saves an entry offline and goes on to the grocery list still gets the photo to the household.
 * A photo the server already has answers 200, so a retry after a lost answer is harmless.
 */
import { markPhotoUploaded, photosToUpload } from '../db/photo-store';
import type { FetchFn } from './auth/auth-client';

async function uploadPending(apiFetch: FetchFn): Promise<void> {
  for (const photo of await photosToUpload()) {
    const response = await apiFetch(`/api/photos/${encodeURIComponent(photo.id)}`, {
      method: 'PUT',
      headers: { 'content-type': photo.blob.type || 'image/jpeg' },
      body: photo.blob,
    });
    if (response.ok) await markPhotoUploaded(photo.id);
    else console.warn(`Photo ${photo.id} was not uploaded (${response.status}); it stays here.`);
  }
}

/** "Upload what is waiting": one round at a time; a call during a round asks for one more. */
export function photoUploader(apiFetch: FetchFn): () => void {
  let running = false;
  let again = false;
  return function upload() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void (async () => {
      do {
        again = false;
        try {
          await uploadPending(apiFetch);
        } catch (error) {
          // Offline, or the server is away: the photos stay here for the next round.
          console.warn('Photos could not be uploaded now; they stay on this device.', error);
          break;
        }
      } while (again);
      running = false;
    })();
  };
}
