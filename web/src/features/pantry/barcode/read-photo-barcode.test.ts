import { describe, expect, it, vi } from 'vitest';
import { readPhotoBarcode } from './read-photo-barcode';
import type { ScannedCode } from './scanned-code';
import { stepAfter } from './use-photo-barcode';

const photo = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });
const code: ScannedCode = { text: '5012340051234', format: 'ean_13' };
const online = () => true;
const offline = () => false;

describe('readPhotoBarcode', () => {
  it('gives the code the decoder read from the photo', async () => {
    const decode = vi.fn(() => Promise.resolve<ScannedCode | undefined>(code));
    expect(await readPhotoBarcode(photo, () => Promise.resolve(decode), online)).toEqual({
      kind: 'found',
      code,
    });
    expect(decode).toHaveBeenCalledWith(photo);
  });

  it('says when the photo holds no readable code', async () => {
    const reading = await readPhotoBarcode(
      photo,
      () => Promise.resolve(() => Promise.resolve(undefined)),
      online,
    );
    expect(reading).toEqual({ kind: 'no-code' });
    expect(stepAfter(reading)).toBe('no-code');
  });

  it('fails, saying whether offline, when the decoder cannot load or run', async () => {
    const unloadable = await readPhotoBarcode(
      photo,
      () => Promise.reject(new Error('chunk')),
      offline,
    );
    expect(unloadable).toMatchObject({ kind: 'failed', offline: true });
    expect(stepAfter(unloadable)).toBe('failed-offline');

    const broken = await readPhotoBarcode(
      photo,
      () => Promise.resolve(() => Promise.reject(new Error('not an image'))),
      online,
    );
    expect(broken).toMatchObject({ kind: 'failed', offline: false });
    expect(stepAfter(broken)).toBe('failed');
  });

  it('leaves nothing to show once a code is found: the camera path takes over', () => {
    expect(stepAfter({ kind: 'found', code })).toBe('idle');
  });
});
