/**
 * 16-bit PCM mono WAV files, written and read without any platform API (a DataView over bytes),
 * so the same code serves the server's soundscape route and, later, audio made in the browser.
 * Only the one format every browser plays is supported; that is all the app makes and receives.
 */

export interface DecodedWav {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Samples of the first channel in [-1, 1). */
  samples: Float32Array;
}

const HEADER_BYTES = 44;
const PCM_FORMAT = 1;

/** Encodes samples in [-1, 1] (others are clipped) as a 16-bit PCM mono RIFF/WAVE file. */
export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const dataBytes = samples.length * 2;
  const bytes = new Uint8Array(HEADER_BYTES + dataBytes);
  const view = new DataView(bytes.buffer);
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, PCM_FORMAT, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i += 1) {
    const clipped = Math.max(-1, Math.min(1, samples[i] ?? 0));
    view.setInt16(HEADER_BYTES + i * 2, Math.round(clipped * 32767), true);
  }
  return bytes;
}

/**
 * Reads a PCM WAV file of 16-bit samples (any channel count; the first channel is returned).
 * Chunks other than `fmt ` and `data` are skipped, as the format allows.
 */
export function decodeWav(bytes: Uint8Array): DecodedWav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || readAscii(view, 0) !== 'RIFF' || readAscii(view, 8) !== 'WAVE') {
    throw new Error('Not a RIFF/WAVE file.');
  }
  let format: Omit<DecodedWav, 'samples'> | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.byteLength) {
    const id = readAscii(view, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (view.getUint16(body, true) !== PCM_FORMAT) throw new Error('Only PCM WAV is supported.');
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
      if (format.bitsPerSample !== 16) throw new Error('Only 16-bit WAV is supported.');
    } else if (id === 'data') {
      if (format === undefined) throw new Error('The data chunk comes before the format chunk.');
      // A streaming writer may leave the size unknown (0 or 0xFFFFFFFF): read what is there.
      const available = bytes.byteLength - body;
      const length = size === 0 || size > available ? available : size;
      const frameBytes = format.channels * 2;
      const samples = new Float32Array(Math.floor(length / frameBytes));
      for (let i = 0; i < samples.length; i += 1) {
        samples[i] = view.getInt16(body + i * frameBytes, true) / 32768;
      }
      return { ...format, samples };
    }
    // Chunks are padded to an even length.
    offset = body + size + (size % 2);
  }
  throw new Error('The WAV file has no data chunk.');
}

function writeAscii(view: DataView, offset: number, text: string): void {
  for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
}

function readAscii(view: DataView, offset: number): string {
  let text = '';
  for (let i = 0; i < 4; i += 1) text += String.fromCharCode(view.getUint8(offset + i));
  return text;
}
