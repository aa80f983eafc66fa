// GET /api/soundscape/:id through the whole app: each ambience (and each mindful session's
// music) is made on its first request (a fraction of a second) and served from memory after.
import { PLAYABLE_SOUNDSCAPES } from '@mise/assistant/soundscape/render-soundscape';
import { decodeWav } from '@mise/assistant/soundscape/wav';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../testing/rest-client';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers });

describe('GET /api/soundscape/:id', () => {
  it.each(PLAYABLE_SOUNDSCAPES)(
    '%s is a 24 s WAV loop that anyone may fetch and caches may keep for a day',
    async (id) => {
      const answer = await get(`/api/soundscape/${id}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('audio/wav');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(answer.headers.get('accept-ranges')).toBe('bytes');
      expect(answer.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
      const bytes = new Uint8Array(await answer.arrayBuffer());
      expect(answer.headers.get('content-length')).toBe(String(bytes.byteLength));
      const wav = decodeWav(bytes);
      expect(wav).toMatchObject({ sampleRate: 22_050, channels: 1, bitsPerSample: 16 });
      expect(wav.samples.length / wav.sampleRate).toBe(24);
    },
  );

  it('answers the same bytes and ETag every time, and 304 to a cache that has them', async () => {
    const first = await get('/api/soundscape/sizzling-pan');
    const second = await get('/api/soundscape/sizzling-pan');
    const etag = first.headers.get('etag') ?? '';
    expect(second.headers.get('etag')).toBe(etag);
    expect(
      Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer())),
    ).toBe(true);
    const other = await get('/api/soundscape/home-kitchen');
    expect(other.headers.get('etag')).not.toBe(etag);
    const revalidated = await get('/api/soundscape/sizzling-pan', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('serves byte ranges, as an <audio> element asks, and refuses one past the end', async () => {
    const whole = new Uint8Array(await (await get('/api/soundscape/italian-cafe')).arrayBuffer());
    const head = await get('/api/soundscape/italian-cafe', { range: 'bytes=0-43' });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe(`bytes 0-43/${whole.byteLength}`);
    expect(new Uint8Array(await head.arrayBuffer())).toEqual(whole.subarray(0, 44));
    const tail = await get('/api/soundscape/italian-cafe', { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.subarray(-10));
    const past = await get('/api/soundscape/italian-cafe', { range: `bytes=${whole.byteLength}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${whole.byteLength}`);
  });

  it('has nothing to play for "none" or a name it does not know', async () => {
    await expectError(
      get('/api/soundscape/none'),
      404,
      'not_found',
      'The soundscape "none" is silence: there is nothing to play.',
    );
    await expectError(
      get('/api/soundscape/rainforest'),
      404,
      'not_found',
      'There is no such soundscape.',
    );
  });
});
