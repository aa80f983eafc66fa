// PNG files to RGBA pixels under Node, for the barcode benchmark: the page gets pixels from a
// canvas, Node has none, and a PNG needs only zlib. Non-interlaced PNGs of every colour type
// and bit depth (ZXing's test photos use several); transparency is dropped, since the decoder
// reads luminance only.
import { inflateSync } from 'node:zlib';
import type { StillImage } from '../src/features/pantry/barcode/still-image';

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
/** Samples per pixel by colour type: grey, RGB, palette, grey + alpha, RGBA. */
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export function isPng(bytes: Uint8Array): boolean {
  return SIGNATURE.every((byte, index) => bytes[index] === byte);
}

export function pngPixels(file: Uint8Array): StillImage {
  if (!isPng(file)) throw new Error('Not a PNG file');
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  let width = 0;
  let height = 0;
  let depth = 8;
  let colourType = 0;
  let palette: Uint8Array = new Uint8Array(0);
  const compressed: Uint8Array[] = [];
  for (let at = 8; at + 8 <= file.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...file.subarray(at + 4, at + 8));
    const body = file.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      depth = body[8] ?? 8;
      colourType = body[9] ?? 0;
      if (body[12] !== 0) throw new Error('Interlaced PNGs are not read here');
    } else if (type === 'PLTE') palette = body;
    else if (type === 'IDAT') compressed.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const channels = CHANNELS[colourType];
  if (channels === undefined || width === 0) throw new Error('Unsupported PNG');
  const raw = inflateSync(Buffer.concat(compressed));
  const bitsPerPixel = channels * depth;
  const stride = Math.ceil((width * bitsPerPixel) / 8);
  const step = Math.max(1, bitsPerPixel / 8);
  const rows = unfilter(raw, stride, height, step);
  const data = new Uint8ClampedArray(width * height * 4);
  const maxSample = (1 << depth) - 1;
  for (let y = 0; y < height; y += 1) {
    const row = rows.subarray(y * stride, (y + 1) * stride);
    for (let x = 0; x < width; x += 1) {
      const sample = (channel: number): number => {
        const bit = (x * channels + channel) * depth;
        if (depth >= 8) return row[bit / 8] ?? 0;
        const byte = row[Math.floor(bit / 8)] ?? 0;
        return (byte >> (8 - depth - (bit % 8))) & maxSample;
      };
      const out = (y * width + x) * 4;
      if (colourType === 3) {
        const entry = sample(0) * 3;
        data[out] = palette[entry] ?? 0;
        data[out + 1] = palette[entry + 1] ?? 0;
        data[out + 2] = palette[entry + 2] ?? 0;
      } else if (channels >= 3) {
        data[out] = scale(sample(0), depth);
        data[out + 1] = scale(sample(1), depth);
        data[out + 2] = scale(sample(2), depth);
      } else {
        const grey = scale(sample(0), depth);
        data[out] = grey;
        data[out + 1] = grey;
        data[out + 2] = grey;
      }
      data[out + 3] = 255;
    }
  }
  return { data, width, height };
}

/** A sample of `depth` bits as 0-255 (16-bit samples are read by their high byte already). */
function scale(sample: number, depth: number): number {
  return depth >= 8 ? sample : Math.round((sample * 255) / ((1 << depth) - 1));
}

/** Undoes PNG's per-row filters (None, Sub, Up, Average, Paeth). */
function unfilter(raw: Uint8Array, stride: number, height: number, step: number): Uint8Array {
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)] ?? 0;
    const source = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const at = y * stride;
    for (let x = 0; x < stride; x += 1) {
      const left = x >= step ? (rows[at + x - step] ?? 0) : 0;
      const up = y > 0 ? (rows[at - stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= step ? (rows[at - stride + x - step] ?? 0) : 0;
      const value = source[x] ?? 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) predicted = paeth(left, up, upLeft);
      rows[at + x] = (value + predicted) & 0xff;
    }
  }
  return rows;
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}
