/**
 * A cache of what was read from the database, kept right by being told what changed: values
 * belong to a group (a household, a device) that is forgotten as a whole when told so.
 *
 * The race it closes: a read misses, queries, and a commit lands and is announced before the
 * query's answer comes back. That answer may predate the commit, so it must not be kept. Every
 * load in flight is therefore registered under its group; forgetting the group marks those
 * loads stale, and a stale load's answer goes to the requests that were already waiting for it
 * (they began before the commit was announced) but is never kept, nor shared with later ones.
 */
import { LRUCache } from 'lru-cache';

export interface GroupedCacheOptions<Value> {
  /** The budget, in the unit of `sizeOf` (1 per value unless given). */
  maxSize: number;
  sizeOf?: (value: Value) => number;
  /** False while changes may go unheard: then nothing is kept or shared, every read loads. */
  isReliable: () => boolean;
}

/** One load in flight: stale once its group was forgotten after it began. */
interface Ticket {
  key: string;
  group: string;
  stale: boolean;
}

export class GroupedCache<Value> {
  private readonly values: LRUCache<string, { group: string; value: Value }>;
  private readonly keysByGroup = new Map<string, Set<string>>();
  /** Loads whose answer is still fresh, by key: a second request waits for the same one. */
  private readonly loading = new Map<string, { ticket: Ticket; promise: Promise<Value> }>();
  private readonly ticketsByGroup = new Map<string, Set<Ticket>>();
  private readonly isReliable: () => boolean;

  constructor(options: GroupedCacheOptions<Value>) {
    const sizeOf = options.sizeOf ?? (() => 1);
    this.isReliable = options.isReliable;
    this.values = new LRUCache({
      maxSize: options.maxSize,
      sizeCalculation: (entry) => sizeOf(entry.value),
      // Every way out (evicted, deleted, replaced, cleared): the group's index follows.
      dispose: (entry, key) => this.unindex(key, entry.group),
    });
  }

  get(key: string): Value | undefined {
    return this.values.get(key)?.value;
  }

  /**
   * The value loaded by `loader`, kept for later when `keep` allows and nothing in its group
   * changed meanwhile. One load per key runs at a time.
   */
  load(
    key: string,
    group: string,
    loader: () => Promise<Value>,
    keep: (value: Value) => boolean = () => true,
  ): Promise<Value> {
    if (!this.isReliable()) return loader();
    const running = this.loading.get(key);
    if (running !== undefined) return running.promise;
    // Registered before the loader starts, so a change announced during it marks it stale.
    const ticket: Ticket = { key, group, stale: false };
    const tickets = this.ticketsByGroup.get(group) ?? new Set();
    tickets.add(ticket);
    this.ticketsByGroup.set(group, tickets);
    const promise = this.run(ticket, loader, keep);
    this.loading.set(key, { ticket, promise });
    return promise;
  }

  /** A value changed in place (a compressed copy added): its size is counted again. */
  remeasure(key: string): void {
    // Setting the same entry again measures it again (and drops it if it outgrew the budget).
    const entry = this.values.peek(key);
    if (entry !== undefined) this.values.set(key, entry);
  }

  /** Everything of the group goes, and loads of it in flight will not be kept. */
  forget(group: string): void {
    for (const key of [...(this.keysByGroup.get(group) ?? [])]) this.values.delete(key);
    for (const ticket of this.ticketsByGroup.get(group) ?? []) this.markStale(ticket);
  }

  forgetAll(): void {
    this.values.clear();
    for (const tickets of this.ticketsByGroup.values()) {
      for (const ticket of tickets) this.markStale(ticket);
    }
  }

  /** What the kept values measure together, in the unit of `sizeOf`. */
  get size(): number {
    return this.values.calculatedSize;
  }

  private async run(
    ticket: Ticket,
    loader: () => Promise<Value>,
    keep: (value: Value) => boolean,
  ): Promise<Value> {
    try {
      // Never synchronously: the load must be registered before it can finish, even failing.
      const value = await Promise.resolve().then(loader);
      if (!ticket.stale && this.isReliable() && keep(value)) {
        this.store(ticket.key, ticket.group, value);
      }
      return value;
    } finally {
      this.unregister(ticket);
    }
  }

  private store(key: string, group: string, value: Value): void {
    this.values.set(key, { group, value });
    if (this.values.get(key) === undefined) return;
    const keys = this.keysByGroup.get(group) ?? new Set();
    keys.add(key);
    this.keysByGroup.set(group, keys);
  }

  private unindex(key: string, group: string): void {
    const keys = this.keysByGroup.get(group);
    if (keys === undefined) return;
    keys.delete(key);
    if (keys.size === 0) this.keysByGroup.delete(group);
  }

  private markStale(ticket: Ticket): void {
    ticket.stale = true;
    if (this.loading.get(ticket.key)?.ticket === ticket) this.loading.delete(ticket.key);
  }

  private unregister(ticket: Ticket): void {
    if (this.loading.get(ticket.key)?.ticket === ticket) this.loading.delete(ticket.key);
    const tickets = this.ticketsByGroup.get(ticket.group);
    if (tickets === undefined) return;
    tickets.delete(ticket);
    if (tickets.size === 0) this.ticketsByGroup.delete(ticket.group);
  }
}
