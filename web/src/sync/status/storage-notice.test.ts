// The warning about storage the browser may clear shows only while writes wait on it.
import { describe, expect, it } from 'vitest';
import { type StorageNoticeFacts, storageNotice } from './storage-notice';

const atRisk: StorageNoticeFacts = { persistence: 'best-effort', pending: 2, installed: false };

describe('storageNotice', () => {
  it('says changes not yet synced may be cleared, and that installing keeps them', () => {
    expect(storageNotice(atRisk)).toBe(
      'This browser may clear changes not yet synced if it runs low on space. Install Mise (Add to Home Screen) to keep them safe.',
    );
  });

  it('does not tell an installed app to install itself', () => {
    expect(storageNotice({ ...atRisk, installed: true })).toBe(
      'This browser may clear changes not yet synced if it runs low on space. They are safe once Mise is back online and has synced them.',
    );
  });

  it.each<[string, Partial<StorageNoticeFacts>]>([
    ['nothing is waiting to sync', { pending: 0 }],
    ['storage is persistent', { persistence: 'persistent' }],
    ['the browser cannot tell', { persistence: 'unknown' }],
  ])('says nothing when %s', (_case, facts) => {
    expect(storageNotice({ ...atRisk, ...facts })).toBeUndefined();
  });
});
