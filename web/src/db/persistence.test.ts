// Persistent storage is asked for only when not granted, and the answer is kept for the sync
// details; a browser without a storage manager is left alone.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  checkPersistentStorage,
  requestPersistentStorage,
  useStoragePersistence,
} from './persistence';

function fakeStorage(persisted: boolean, grants: boolean) {
  const calls = { persist: 0 };
  const storage = {
    persisted: () => Promise.resolve(persisted),
    persist: () => {
      calls.persist += 1;
      return Promise.resolve(grants);
    },
  };
  return { storage, calls };
}

const recorded = () => useStoragePersistence.getState().persistence;

beforeEach(() => {
  useStoragePersistence.setState({ persistence: 'unknown' });
});

describe('requestPersistentStorage', () => {
  it('asks only when not already granted, and keeps the answer', async () => {
    const granted = fakeStorage(true, true);
    await expect(requestPersistentStorage(granted.storage)).resolves.toBe(true);
    expect(granted.calls.persist).toBe(0);
    expect(recorded()).toBe('persistent');

    const refused = fakeStorage(false, false);
    await expect(requestPersistentStorage(refused.storage)).resolves.toBe(false);
    expect(refused.calls.persist).toBe(1);
    expect(recorded()).toBe('best-effort');
  });

  it('says nothing where the browser has no storage manager, or it throws', async () => {
    await expect(requestPersistentStorage(undefined)).resolves.toBe(false);
    const broken = {
      persisted: () => Promise.reject(new Error('no')),
      persist: () => Promise.resolve(true),
    };
    await expect(requestPersistentStorage(broken)).resolves.toBe(false);
    expect(recorded()).toBe('unknown');
  });
});

describe('checkPersistentStorage', () => {
  it('reads the state without asking for it', async () => {
    const { storage, calls } = fakeStorage(false, true);
    await expect(checkPersistentStorage(storage)).resolves.toBe(false);
    expect(calls.persist).toBe(0);
    expect(recorded()).toBe('best-effort');
    await expect(checkPersistentStorage(undefined)).resolves.toBe(false);
    expect(recorded()).toBe('best-effort');
  });
});
