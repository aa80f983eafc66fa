/**
 * A least-recently-used cache of byte arrays that holds at most `maxBytes` in all, so repeated
 * lines ("Next step", a recipe read twice) are spoken from memory while memory stays bounded.
 * A value larger than the whole budget is not kept.
 */
export interface ByteBudgetCache {
  get(key: string): Uint8Array<ArrayBuffer> | undefined;
  set(key: string, value: Uint8Array<ArrayBuffer>): void;
  /** Bytes held now. */
  readonly bytes: number;
}

export function byteBudgetCache(maxBytes: number): ByteBudgetCache {
  // A Map iterates in insertion order: re-inserting on use keeps the oldest use first.
  const entries = new Map<string, Uint8Array<ArrayBuffer>>();
  let bytes = 0;

  const remove = (key: string) => {
    const value = entries.get(key);
    if (value === undefined) return;
    entries.delete(key);
    bytes -= value.byteLength;
  };

  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      remove(key);
      if (value.byteLength > maxBytes) return;
      for (const oldest of entries.keys()) {
        if (bytes + value.byteLength <= maxBytes) break;
        remove(oldest);
      }
      entries.set(key, value);
      bytes += value.byteLength;
    },
    get bytes() {
      return bytes;
    },
  };
}
