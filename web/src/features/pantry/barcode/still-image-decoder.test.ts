// The still-image decoder on barcodes drawn here by ZXing's own writer (never the benchmark's
// photos), read by the real ZXing WebAssembly from node_modules.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { barcodeImageInNode, zxingInNode } from '../../../../bench/zxing-in-node';
import { rotatedBy, type StillImage } from './still-image';
import { decodeStillImage, type ReadPixels, type ZxingResult } from './still-image-decoder';

let read: ReadPixels;
beforeAll(async () => {
  read = await zxingInNode();
});

const blank = (width: number, height: number): StillImage => ({
  data: new Uint8ClampedArray(width * height * 4).fill(255),
  width,
  height,
});

describe('decodeStillImage', () => {
  it('reads an EAN-13, a UPC-A and an EAN-8 code as the retail formats', async () => {
    expect(
      await decodeStillImage(await barcodeImageInNode('5012340051234', 'EAN13'), read),
    ).toEqual({ text: '5012340051234', format: 'ean_13' });
    // ZXing reports a UPC-A code in its EAN-13 form; the GTIN key is the same.
    expect(await decodeStillImage(await barcodeImageInNode('036000291452', 'UPCA'), read)).toEqual({
      text: '0036000291452',
      format: 'ean_13',
    });
    expect(await decodeStillImage(await barcodeImageInNode('96385074', 'EAN8'), read)).toEqual({
      text: '96385074',
      format: 'ean_8',
    });
  });

  it('reads a code photographed at a slant, which the first pass misses, from a turned copy', async () => {
    const upright = await barcodeImageInNode('5012340051234', 'EAN13', {
      moduleSize: 2,
      height: 80,
    });
    const slanted = rotatedBy(upright, 30);
    const firstPass = vi.fn(read);
    expect(await decodeStillImage(slanted, firstPass)).toEqual({
      text: '5012340051234',
      format: 'ean_13',
    });
    expect(firstPass.mock.calls.length).toBeGreaterThan(1);
  });

  it('finds nothing in a photo without a barcode', async () => {
    expect(await decodeStillImage(blank(320, 240), read)).toBeUndefined();
  });

  it('stops at the first pass that finds a code, and retries with a stricter bar', async () => {
    const found: ZxingResult = { format: 'EAN13', text: '5012340051234', isValid: true };
    const stub = vi
      .fn<ReadPixels>()
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce([])
      .mockResolvedValue([found]);
    expect(await decodeStillImage(blank(400, 300), stub)).toEqual({
      text: '5012340051234',
      format: 'ean_13',
    });
    expect(stub).toHaveBeenCalledTimes(3);
    const [first, second] = stub.mock.calls.map(([, options]) => options);
    expect(first).toMatchObject({ formats: ['EAN13', 'UPCA', 'EAN8', 'UPCE'], tryRotate: true });
    expect(first?.minLineCount).toBeUndefined();
    expect(second?.minLineCount).toBeGreaterThan(2);
  });

  it('never returns a code whose check digit is wrong, nor a code of another format', async () => {
    const stub = vi.fn<ReadPixels>().mockResolvedValue([
      { format: 'EAN13', text: '5012340051235', isValid: true },
      { format: 'Code128', text: '5012340051234', isValid: true },
      { format: 'EAN13', text: '5012340051234', isValid: false },
    ]);
    expect(await decodeStillImage(blank(200, 100), stub)).toBeUndefined();
  });
});
