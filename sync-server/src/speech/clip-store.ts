/**
 * The clips of POST /api/voice/speak, kept in memory until the client fetches the URL it was
 * given (GET /api/voice/audio/:id) and for a while after, so a replay works too. A clip belongs
 * to the household that asked for it, lives 10 minutes, and the oldest go first when the store
 * holds more than its byte budget. Ids are random UUIDs: nothing to guess or enumerate.
 */
import { randomUUID } from 'node:crypto';
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
  expiresAt: number;
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
  // In the order they were made, which is also the order they expire in.
  const clips = new Map<string, Clip>();
  let bytes = 0;

  const drop = (id: string) => {
    const clip = clips.get(id);
    if (clip === undefined) return;
    clips.delete(id);
    bytes -= clip.audio.byteLength;
  };

  const sweep = (now: number, incoming: number) => {
    for (const [id, clip] of clips) {
      if (clip.expiresAt > now && bytes + incoming <= maxBytes) break;
      drop(id);
    }
  };

  return {
    put(householdId, audio) {
      const now = clock().getTime();
      sweep(now, audio.byteLength);
      const id = randomUUID();
      clips.set(id, { householdId, audio, expiresAt: now + lifetimeMs });
      bytes += audio.byteLength;
      return id;
    },
    get(householdId, id) {
      const clip = clips.get(id);
      if (clip === undefined || clip.householdId !== householdId) return undefined;
      if (clip.expiresAt <= clock().getTime()) {
        drop(id);
        return undefined;
      }
      return clip.audio;
    },
  };
}
