// The leader's photo uploads: every photo still waiting goes up once, one round at a time; a
// call during a round brings one more round (a photo kept meanwhile is not left behind); a
// photo the server refused, or one that met no network, stays waiting for the next round.
import { type Mock, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchFn } from './auth/auth-client';
import { photoUploader } from './photo-uploads';

const waiting = vi.hoisted(() => new Map<string, Blob>());
vi.mock('../db/photo-store', () => ({
  photosToUpload: () =>
    Promise.resolve([...waiting].map(([id, blob]) => ({ id, blob, pending: 1 as const }))),
  markPhotoUploaded: (id: string) => {
    waiting.delete(id);
    return Promise.resolve();
  },
}));

const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
const putPaths = (fetch: Mock<FetchFn>) => fetch.mock.calls.map(([path]) => path);

beforeEach(() => {
  waiting.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('photoUploader', () => {
  it('puts each waiting photo once, as a JPEG, and forgets it is waiting', async () => {
    waiting.set('p-1', photo()).set('p 2', photo());
    const fetch = vi.fn<FetchFn>(() => Promise.resolve(new Response(null, { status: 201 })));
    photoUploader(fetch)();
    await vi.waitFor(() => expect(waiting.size).toBe(0));
    expect(putPaths(fetch)).toEqual(['/api/photos/p-1', '/api/photos/p%202']);
    expect(fetch).toHaveBeenCalledWith('/api/photos/p-1', {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: expect.any(Blob) as unknown,
    });
  });

  it('runs one round at a time, and a call during a round brings the photo kept meanwhile', async () => {
    waiting.set('first', photo());
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn<FetchFn>(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const upload = photoUploader(fetch);
    upload();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    waiting.set('second', photo());
    upload();
    upload();
    answer(new Response(null, { status: 201 }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    answer(new Response(null, { status: 201 }));
    await vi.waitFor(() => expect(waiting.size).toBe(0));
    expect(putPaths(fetch)).toEqual(['/api/photos/first', '/api/photos/second']);
  });

  it('keeps a refused photo waiting, and one that met no network, for the next round', async () => {
    waiting.set('refused', photo());
    const fetch = vi
      .fn<FetchFn>()
      .mockResolvedValueOnce(new Response(null, { status: 413 }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response(null, { status: 200 }));
    const upload = photoUploader(fetch);
    upload();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledTimes(1));
    expect(waiting.has('refused')).toBe(true);

    upload();
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledTimes(2));
    expect(waiting.has('refused')).toBe(true);

    upload();
    await vi.waitFor(() => expect(waiting.size).toBe(0));
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
