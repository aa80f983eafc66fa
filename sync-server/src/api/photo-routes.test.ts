// /api/photos against a real migrated PGlite: a photo uploaded once by one phone is fetched by
// the household's other phone, never by another household; what is not a photo is refused; a
// photo no journal entry shows any more is deleted after a grace.
import { PHOTO_MAX_BYTES } from '@mise/domain/api/photos';
import { SYNC_SCHEMA_VERSION } from '@mise/sync/mutation';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UNUSED_PHOTO_GRACE_MS, sweepUnusedPhotos } from '../storage/photo-sweep';
import { findPhoto } from '../storage/photos';
import { blankPng, jpegHeader, pngHeader } from '../testing/crafted-images';
import { expectBody, expectError } from '../testing/rest-client';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { type TestDevice, joinDevice, signInDevice } from '../testing/two-households';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A JPEG's header up to its first scan: the server reads the photo's size from it. */
const JPEG_START = [...jpegHeader(1280, 853)];
const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpeg = (...rest: number[]) => Uint8Array.from([...JPEG_START, ...rest]);
const uploaded = z.object({ id: z.string() });

function put(device: TestDevice | undefined, id: string, bytes: Uint8Array, type = 'image/jpeg') {
  return t.app.request(`/api/photos/${id}`, {
    method: 'PUT',
    headers: { ...device?.headers, 'content-type': type },
    body: new Blob([bytes.slice()]),
  });
}

const get = (device: TestDevice, id: string) =>
  t.app.request(`/api/photos/${id}`, { headers: device.headers });

async function bytesOf(response: Response): Promise<number[]> {
  return [...new Uint8Array(await response.arrayBuffer())];
}

describe('PUT and GET /api/photos/{id}', () => {
  it('keeps a photo for the household: the other phone fetches it, cached for good', async () => {
    const phone = await signInDevice(t.app);
    const otherPhone = await joinDevice(t.app, phone);
    const id = randomUUID();
    expect(await expectBody(put(phone, id, jpeg(1, 2, 3)), 201, uploaded)).toEqual({ id });

    const fetched = await get(otherPhone, id);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/jpeg');
    expect(fetched.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(await bytesOf(fetched)).toEqual([...JPEG_START, 1, 2, 3]);
  });

  it('takes a repeated upload as done: the first bytes stay', async () => {
    const phone = await signInDevice(t.app);
    const id = randomUUID();
    await expectBody(put(phone, id, jpeg(1)), 201, uploaded);
    await expectBody(put(phone, id, jpeg(9, 9)), 200, uploaded);
    expect(await bytesOf(await get(phone, id))).toEqual([...JPEG_START, 1]);
  });

  it('never shows another household’s photo, nor lets it take the id', async () => {
    const phone = await signInDevice(t.app);
    const stranger = await signInDevice(t.app);
    const id = randomUUID();
    await expectBody(put(phone, id, jpeg(1)), 201, uploaded);
    await expectError(
      get(stranger, id),
      404,
      'not_found',
      'There is no such photo in your household.',
    );
    // The same id in another household is that household's own photo.
    await expectBody(put(stranger, id, jpeg(7)), 201, uploaded);
    expect(await bytesOf(await get(stranger, id))).toEqual([...JPEG_START, 7]);
    expect(await bytesOf(await get(phone, id))).toEqual([...JPEG_START, 1]);
  });

  it('answers 404 for a photo never uploaded', async () => {
    const phone = await signInDevice(t.app);
    await expectError(get(phone, randomUUID()), 404, 'not_found', /no such photo/);
  });
});

describe('what PUT /api/photos/{id} refuses', () => {
  it('needs a device token', async () => {
    expect((await put(undefined, randomUUID(), jpeg())).status).toBe(401);
  });

  it('refuses an id that is not a UUID', async () => {
    const phone = await signInDevice(t.app);
    await expectError(put(phone, 'photo-1', jpeg()), 400, 'invalid_request', 'Id must be a UUID');
  });

  it('refuses what is not a photo type, and bytes that are not the type sent', async () => {
    const phone = await signInDevice(t.app);
    await expectError(
      put(phone, randomUUID(), jpeg(), 'text/plain'),
      415,
      'unsupported_media_type',
      'Send the photo as image/jpeg, image/png or image/webp.',
    );
    await expectError(
      put(phone, randomUUID(), Uint8Array.from(PNG_START)),
      400,
      'invalid_request',
      'The photo is not a JPEG image.',
    );
  });

  it('refuses a photo whose header is damaged, as the scan does', async () => {
    const phone = await signInDevice(t.app);
    const cutShort = Uint8Array.from(JPEG_START.slice(0, 30));
    await expectError(
      put(phone, randomUUID(), cutShort),
      400,
      'invalid_request',
      'The photo could not be read as an image.',
    );
    await expectError(
      put(phone, randomUUID(), pngHeader(1280, 853).subarray(0, 24), 'image/png'),
      400,
      'invalid_request',
      'The photo could not be read as an image.',
    );
  });

  it('refuses a photo of more pixels than a phone should decode (issue 20), storing nothing', async () => {
    const phone = await signInDevice(t.app);
    const id = randomUUID();
    await expectError(
      put(phone, id, blankPng(12_000, 12_000), 'image/png'),
      413,
      'payload_too_large',
      'The photo is 12,000 × 12,000 pixels (144 megapixels); a photo may have at most 52 megapixels and 16,384 pixels on a side. Send a smaller one.',
    );
    expect(await findPhoto(t.db, phone.householdId, id)).toBeUndefined();
  });

  it('refuses a photo over the size limit with 413', async () => {
    const phone = await signInDevice(t.app);
    const big = new Uint8Array(PHOTO_MAX_BYTES + 1);
    big.set(JPEG_START);
    await expectError(put(phone, randomUUID(), big), 413, 'payload_too_large', /larger than 2 MB/);
  });
});

describe('photos no journal entry shows', () => {
  const at = '2026-11-27T08:00:00.000Z';
  let mutationId = 0;
  const sync = (device: TestDevice, name: string, args: unknown) =>
    t.app.request('/api/sync/push', {
      method: 'POST',
      headers: { ...device.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        schemaVersion: SYNC_SCHEMA_VERSION,
        clientId: `photo-sweep-${device.deviceId}`,
        mutations: [{ id: ++mutationId, name, args, createdAt: at }],
      }),
    });

  it('are deleted a day after their entry is, or after upload when no entry names them', async () => {
    const phone = await signInDevice(t.app);
    const [onKept, onRemoved, neverSaved] = [randomUUID(), randomUUID(), randomUUID()];
    const entry = (id: string, photo: string) => ({
      id,
      recipeId: 'r1',
      recipeName: 'Soup',
      date: '2026-11-27',
      rating: 5,
      cookingTime: 20,
      servings: 2,
      photos: [photo],
    });
    for (const id of [onKept, onRemoved, neverSaved]) await put(phone, id, jpeg(1));
    expect((await sync(phone, 'journal.add', entry('kept', onKept))).status).toBe(200);
    expect((await sync(phone, 'journal.add', entry('removed', onRemoved))).status).toBe(200);
    expect((await sync(phone, 'journal.remove', { id: 'removed' })).status).toBe(200);

    // The access token lapses as the clock moves on: ask the store, as the sweep does.
    const kept = async () => {
      const ids = { onKept, onRemoved, neverSaved };
      const found = await Promise.all(
        Object.values(ids).map((id) => findPhoto(t.db, phone.householdId, id)),
      );
      return Object.keys(ids).filter((_, index) => found[index]);
    };
    // An hour on, the entry that names the unsaved photo may still be in a phone's queue.
    t.clock.advance(60 * 60 * 1000);
    await sweepUnusedPhotos(t.db, t.clock.now);
    expect(await kept()).toEqual(['onKept', 'onRemoved', 'neverSaved']);

    t.clock.advance(UNUSED_PHOTO_GRACE_MS);
    await sweepUnusedPhotos(t.db, t.clock.now);
    expect(await kept()).toEqual(['onKept']);
  });
});
