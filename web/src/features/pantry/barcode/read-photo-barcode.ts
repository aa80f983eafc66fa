// What a chosen photo comes to: a code, no code in it, or a decoder that could not run. The
// decoder is handed in (loaded on demand in the page, a stand-in in tests).
import type { ScannedCode } from './scanned-code';

export type DecodePhoto = (photo: Blob) => Promise<ScannedCode | undefined>;

export type PhotoReading =
  | { kind: 'found'; code: ScannedCode }
  | { kind: 'no-code' }
  /** `offline`: the decoder could not be fetched, most likely never cached while online. */
  | { kind: 'failed'; offline: boolean; error: unknown };

export async function readPhotoBarcode(
  photo: Blob,
  loadDecoder: () => Promise<DecodePhoto>,
  online: () => boolean,
): Promise<PhotoReading> {
  let decode: DecodePhoto;
  try {
    decode = await loadDecoder();
  } catch (error) {
    return { kind: 'failed', offline: !online(), error };
  }
  try {
    const code = await decode(photo);
    return code ? { kind: 'found', code } : { kind: 'no-code' };
  } catch (error) {
    // The WebAssembly file is fetched by the first decode, so this too can be for want of a
    // connection; a photo the browser cannot open at all fails here as well.
    return { kind: 'failed', offline: !online(), error };
  }
}
