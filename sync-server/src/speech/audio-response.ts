/**
 * Audio answers: a WAV body with its length, a cache policy, and byte ranges, which media
 * elements ask for (Safari plays nothing from a server that ignores them). An ETag, when given,
 * lets a cache revalidate with If-None-Match and get a 304 instead of the bytes again.
 */
import type { Context } from 'hono';

export interface AudioAnswer {
  cacheControl: string;
  etag?: string;
}

export function wavResponse(
  c: Context,
  wav: Uint8Array<ArrayBuffer>,
  { cacheControl, etag }: AudioAnswer,
) {
  c.header('content-type', 'audio/wav');
  c.header('cache-control', cacheControl);
  c.header('accept-ranges', 'bytes');
  if (etag !== undefined) {
    c.header('etag', etag);
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  }
  const range = byteRange(c.req.header('range'), wav.byteLength);
  if (range === 'unsatisfiable') {
    c.header('content-range', `bytes */${wav.byteLength}`);
    return c.body(null, 416);
  }
  if (range === undefined) {
    c.header('content-length', String(wav.byteLength));
    return c.body(wav, 200);
  }
  const { start, end } = range;
  c.header('content-range', `bytes ${start}-${end}/${wav.byteLength}`);
  c.header('content-length', String(end - start + 1));
  return c.body(wav.subarray(start, end + 1), 206);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * The one range of a `Range: bytes=…` header, inclusive; undefined for no header or one this
 * server ignores (several ranges, other units: the whole body is the correct answer to those).
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    // The last `to` bytes.
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
