/**
 * Listeners by key in one process: what sync pokes (by household) and live-kitchen room
 * notices (by room) are delivered through on each server instance, whichever way they arrived.
 */
export class LocalHub<Message> {
  private readonly listeners = new Map<string, Set<(message: Message) => void>>();

  deliver(key: string, message: Message): void {
    for (const listener of this.listeners.get(key) ?? []) listener(message);
  }

  subscribe(key: string, listener: (message: Message) => void): () => void {
    const set = this.listeners.get(key) ?? new Set();
    set.add(listener);
    this.listeners.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }
}
