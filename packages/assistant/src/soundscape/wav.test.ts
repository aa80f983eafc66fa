import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav } from './wav';

function ascii(bytes: Uint8Array, from: number) {
  return String.fromCharCode(...bytes.subarray(from, from + 4));
}

describe('encodeWav', () => {
  it('writes a 16-bit PCM mono RIFF/WAVE header that players accept', () => {
    const wav = encodeWav(new Float32Array(1000), 22_050);
    const view = new DataView(wav.buffer);
    expect(wav.byteLength).toBe(44 + 2000);
    expect(ascii(wav, 0)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(wav.byteLength - 8);
    expect(ascii(wav, 8)).toBe('WAVE');
    expect(ascii(wav, 12)).toBe('fmt ');
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(22_050);
    expect(view.getUint32(28, true)).toBe(44_100); // bytes a second
    expect(view.getUint16(32, true)).toBe(2); // bytes a frame
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(wav, 36)).toBe('data');
    expect(view.getUint32(40, true)).toBe(2000);
  });

  it('round-trips samples to 16-bit precision and clips what is out of range', () => {
    const samples = Float32Array.from([0, 0.5, -0.5, 0.25, 1.5, -3]);
    const decoded = decodeWav(encodeWav(samples, 8000));
    expect(decoded).toMatchObject({ sampleRate: 8000, channels: 1, bitsPerSample: 16 });
    const expected = [0, 0.5, -0.5, 0.25, 1, -1];
    expected.forEach((value, i) => expect(decoded.samples[i]).toBeCloseTo(value, 3));
  });
});

describe('decodeWav', () => {
  it('skips chunks it does not need, padding included, to find the samples', () => {
    const plain = encodeWav(Float32Array.from([0.5, -0.25]), 16_000);
    // A LIST chunk of odd length (3 bytes + 1 pad byte) between fmt and data.
    const extra = Uint8Array.from([0x4c, 0x49, 0x53, 0x54, 3, 0, 0, 0, 1, 2, 3, 0]);
    const wav = new Uint8Array(plain.byteLength + extra.byteLength);
    wav.set(plain.subarray(0, 36));
    wav.set(extra, 36);
    wav.set(plain.subarray(36), 36 + extra.byteLength);
    const decoded = decodeWav(wav);
    expect(decoded.sampleRate).toBe(16_000);
    expect(Array.from(decoded.samples)).toEqual([0.5, -0.25]);
  });

  it('refuses bytes that are not a WAV file', () => {
    expect(() => decodeWav(new TextEncoder().encode('ID3 not a wave file'))).toThrow(/RIFF/);
  });
});
