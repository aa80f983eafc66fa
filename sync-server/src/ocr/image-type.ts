/**
 * Which image format a photo is, told by its first bytes: an upload's file name and content
 * type are whatever the client says. Only formats the OCR engine decodes are known here (AVIF
 * and HEIC are not, so they are refused with a sentence instead of failing inside OCR).
 */

export const READABLE_IMAGE_TYPES = ['png', 'jpeg', 'webp', 'gif', 'bmp'] as const;
export type ImageType = (typeof READABLE_IMAGE_TYPES)[number];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('BM')) && bytes.length > 26) return 'bmp';
  return undefined;
}
