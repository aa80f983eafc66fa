// The photo scan's call against scripted server answers: the items of a read photo, the server's
// own sentence when it refuses one, and a photo larger than the server needs redrawn smaller.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../sync/api-error';
import { ScanRefused, scanPhoto } from './scan-photo';

const apiFetch = vi.hoisted(() => vi.fn<(path: string, init?: RequestInit) => Promise<Response>>());
vi.mock('../../../sync/engine-loader', () => ({
  loadSyncEngine: () => Promise.resolve({ auth: { apiFetch } }),
}));

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const tooManyPixels = {
  error: 'payload_too_large',
  message:
    'The photo is 12,000 × 9,000 pixels (108 megapixels); a photo may have at most 52 megapixels and 16,384 pixels on a side. Send a smaller one.',
};
const photo = new File(['a 108 MP photo'], 'receipt.jpg', { type: 'image/jpeg' });

/** What the server got in the field `image` of each call. */
async function uploads(): Promise<string[]> {
  const sent = apiFetch.mock.calls.map(([, init]) => (init?.body as FormData).get('image') as File);
  return Promise.all(sent.map((file) => file.text()));
}

/** A browser that can redraw photos: each becomes "smaller <width>x<height>". */
function stubCanvas(size = { width: 12_000, height: 9_000 }) {
  vi.stubGlobal('createImageBitmap', () => Promise.resolve({ ...size, close: () => undefined }));
  vi.stubGlobal('document', {
    createElement: () => {
      const canvas = {
        width: 0,
        height: 0,
        getContext: () => ({ drawImage: () => undefined }),
        toBlob: (resolve: (blob: Blob | null) => void) =>
          resolve(new Blob([`smaller ${canvas.width}x${canvas.height}`])),
      };
      return canvas;
    },
  });
}

beforeEach(() => {
  apiFetch.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('scanPhoto', () => {
  it('sends the photo as it is and answers the items read from it', async () => {
    apiFetch.mockImplementation(() =>
      json(200, { items: [{ name: 'Milk', category: 'fridge', line: 'WHOLE MILK 3.49' }] }),
    );
    expect(await scanPhoto(photo)).toEqual({
      items: [
        { name: 'Milk', category: 'fridge', quantity: 1, unit: 'piece', line: 'WHOLE MILK 3.49' },
      ],
    });
    expect(await uploads()).toEqual(['a 108 MP photo']);
  });

  it('says why nothing was found when the server knows, and reads a reason it does not as none', async () => {
    apiFetch
      .mockImplementationOnce(() => json(200, { items: [], reason: 'restaurant_bill' }))
      .mockImplementationOnce(() => json(200, { items: [], reason: 'a_future_reason' }));
    expect(await scanPhoto(photo)).toEqual({ items: [], reason: 'restaurant_bill' });
    expect((await scanPhoto(photo)).reason).toBeUndefined();
  });

  it('keeps an item whose receipt line it cannot take, without the line', async () => {
    apiFetch.mockImplementation(() => json(200, { items: [{ name: 'Rice', line: 42 }] }));
    const { items } = await scanPhoto(photo);
    expect(items).toHaveLength(1);
    expect(items[0]?.name).toBe('Rice');
    expect(items[0]?.line).toBeUndefined();
  });

  it('fails with the server’s sentence when it refuses the photo', async () => {
    const damaged = {
      error: 'invalid_request',
      message: 'The photo could not be read as an image.',
    };
    apiFetch.mockImplementation(() => json(400, damaged));
    const failure = scanPhoto(photo);
    await expect(failure).rejects.toBeInstanceOf(ScanRefused);
    await expect(failure).rejects.toMatchObject({ status: 400, message: damaged.message });
  });

  it('fails with §8’s "status: text" when the answer is not the server’s JSON', async () => {
    apiFetch.mockImplementation(() =>
      Promise.resolve(new Response('OCR is down', { status: 502 })),
    );
    const failure = scanPhoto(photo);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('502: OCR is down');
  });

  it('sends a photo larger than 2048 px redrawn at 2048 px on its longer side', async () => {
    stubCanvas();
    apiFetch.mockImplementation(() => json(200, { items: [] }));
    expect(await scanPhoto(photo)).toEqual({ items: [] });
    expect(await uploads()).toEqual(['smaller 2048x1536']);
  });

  it('sends a photo within 2048 px and the byte limit as it is', async () => {
    stubCanvas({ width: 1500, height: 2048 });
    apiFetch.mockImplementation(() => json(200, { items: [] }));
    await scanPhoto(photo);
    expect(await uploads()).toEqual(['a 108 MP photo']);
  });

  it('gives the refusal when the browser cannot redraw the photo', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('out of memory')));
    apiFetch.mockImplementation(() => json(413, tooManyPixels));
    await expect(scanPhoto(photo)).rejects.toMatchObject({
      status: 413,
      message: tooManyPixels.message,
    });
    expect(apiFetch).toHaveBeenCalledTimes(1);
  });
});
