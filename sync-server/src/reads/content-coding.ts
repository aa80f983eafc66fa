/**
 * Compression of cached read bodies: which coding a request accepts, and the coding itself,
 * run on libuv's thread pool so a large body never holds the server's one JavaScript thread.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, deflate, gzip } from 'node:zlib';

/** In order of preference when a request accepts several equally. */
export const CODINGS = ['br', 'gzip', 'deflate'] as const;
export type Coding = (typeof CODINGS)[number];

/** Below this a coded body saves less than its headers cost (hono/compress uses the same). */
export const MIN_CODED_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const deflated = promisify(deflate);

/**
 * The coding to answer `Accept-Encoding` with, or undefined for the body as it is. Codings are
 * weighed by their q-value; `*` stands for any coding the header does not name.
 */
export function chooseCoding(acceptEncoding: string | undefined): Coding | undefined {
  if (acceptEncoding === undefined || acceptEncoding === '') return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Coding | undefined;
  let bestWeight = 0;
  for (const coding of CODINGS) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * The body coded. Brotli at quality 5 rather than its default 11: about as small as gzip's best
 * for JSON at a fraction of 11's time, which matters because the first request after each change
 * of the household waits for it.
 */
export async function encode(coding: Coding, body: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const coded =
    coding === 'br'
      ? await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : coding === 'gzip'
        ? await gzipped(body)
        : await deflated(body);
  // A copy with its own ArrayBuffer: zlib's Buffer may be a view into a larger, shared one.
  return new Uint8Array(coded);
}
