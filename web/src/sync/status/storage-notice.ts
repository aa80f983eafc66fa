/**
 * Whether the sync details warn that queued writes could be lost, and in what words. Only while
 * writes are queued on storage the browser says it may clear: with nothing waiting there is
 * nothing to lose (the server has it all), and where the browser cannot tell, nothing is said.
 */
import type { StoragePersistence } from '../../db/persistence';

export interface StorageNoticeFacts {
  persistence: StoragePersistence;
  /** Writes queued on this device, not yet synced. */
  pending: number;
  /** Running as an installed app, where installing is no advice. */
  installed: boolean;
}

const AT_RISK = 'This browser may clear changes not yet synced if it runs low on space.';

export function storageNotice(facts: StorageNoticeFacts): string | undefined {
  if (facts.persistence !== 'best-effort' || facts.pending === 0) return undefined;
  return facts.installed
    ? `${AT_RISK} They are safe once Mise is back online and has synced them.`
    : `${AT_RISK} Install Mise (Add to Home Screen) to keep them safe.`;
}
