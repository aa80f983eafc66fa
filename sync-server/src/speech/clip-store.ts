/**
 * The clips of POST /api/voice/speak, kept in memory until the client fetches the URL it was
 * given (GET /api/voice/audio/:id) and for a while after, so a replay works too. A clip belongs
 * to the household that asked for it, lives 10 minutes, and the least recently used go first
 * when the store holds more than its byte budget. Ids are random UUIDs: nothing to guess or
 * enumerate.
 */
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';

export const CLIP_LIFETIME_MS = 10 * 60 * 1000;
/** About 300 sentences; a household server never holds that many at once. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

export interface ClipStore {
  /** Keeps the clip and returns its id. */
  put(householdId: string, audio: Uint8Array<ArrayBuffer>): string;
  /** The clip, if it is the household's and has not expired. */
  get(householdId: string, id: string): Uint8Array<ArrayBuffer> | undefined;
}

interface Clip {
  householdId: string;
  audio: Uint8Array<ArrayBuffer>;
}

export function createClipStore({
  clock,
  lifetimeMs = CLIP_LIFETIME_MS,
  maxBytes = DEFAULT_MAX_BYTES,
}: {
  clock: Clock;
  lifetimeMs?: number;
  maxBytes?: number;
}): ClipStore {
  const clips = new LRUCache<string, Clip>({
    maxSize: maxBytes,
    // A clip of no bytes still takes a place.
    sizeCalculation: (clip) => Math.max(1, clip.audio.byteLength),
    // lru-cache counts an entry stale once its age passes the ttl; ours ends at the lifetime.
    ttl: lifetimeMs - 1,
    // Read the server's clock on every check, so a clip never outlives its lifetime.
    ttlResolution: 0,
    perf: { now: () => clock().getTime() },
  });

  return {
    put(householdId, audio) {
      const id = randomUUID();
      clips.set(id, { householdId, audio });
      return id;
    },
    get(householdId, id) {
      const clip = clips.get(id);
      return clip?.householdId === householdId ? clip.audio : undefined;
    },
  };
}
