/**
 * Keeps the photos table to what the households' journals still show: a deleted entry's
 * photos, and photos uploaded for an entry that was never saved, are deleted once a day has
 * passed (deleteUnusedPhotos). The sweep runs at start-up and then every hour; with several
 * instances each sweeps, which is safe, since a delete of rows already gone deletes nothing.
 */
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { Queryable } from './database';
import { deleteUnusedPhotos } from './photos';

/** How long an unnamed photo is kept: its entry may still be in a phone's queue behind it. */
export const UNUSED_PHOTO_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export async function sweepUnusedPhotos(db: Queryable, clock: Clock): Promise<number> {
  return deleteUnusedPhotos(db, new Date(clock().getTime() - UNUSED_PHOTO_GRACE_MS));
}

/** Sweeps now and every hour until the returned function is called. */
export function startPhotoSweeping(db: Queryable, clock: Clock, logger: Logger): () => void {
  const sweep = () =>
    sweepUnusedPhotos(db, clock).then(
      (deleted) => {
        if (deleted > 0) logger.info({ photos: deleted }, 'photos: unused photos deleted');
      },
      (error: unknown) => logger.error({ err: error }, 'photos: sweep failed'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
