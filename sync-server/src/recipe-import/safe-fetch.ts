/**
 * Fetches a web page for the recipe importer without letting a cook's address reach what the
 * server alone can reach (SSRF):
 * - http and https only, no credentials in the address;
 * - the host is resolved here and every address it has must be public (public-address.ts); the
 *   socket then connects to the address that was checked, through the request's own `lookup`,
 *   so a name that resolves differently a moment later (DNS rebinding) changes nothing. An IP
 *   written in the address is checked before anything is sent;
 * - each redirect (at most a few) is a new request, checked the same way;
 * - one deadline for the whole exchange, redirects and body included;
 * - the body is counted while it arrives (after decompression) and cut off past the limit;
 *   reading stops as soon as it holds a whole JSON-LD Recipe (recipe-scan.ts);
 * - only HTML is read.
 * Each refusal is a RecipeImportError with a sentence for the cook. No connection is pooled:
 * a kept-alive socket would skip the lookup, and with it the check.
 */
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type LookupFunction, isIP } from 'node:net';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import {
  RECIPE_IMPORT_MAX_BYTES,
  RECIPE_IMPORT_MAX_REDIRECTS,
  RECIPE_IMPORT_TIMEOUT_MS,
} from '@mise/domain/api/recipe-import';
import { RecipeImportError, importErrors } from './import-errors';
import { isFetchableAddress } from './public-address';
import { recipeScan } from './recipe-scan';

export type ResolveHost = (hostname: string) => Promise<readonly LookupAddress[]>;

export interface PageFetchOptions {
  /** Test-only (RECIPE_IMPORT_ALLOW_LOOPBACK): lets pages served on 127.0.0.1 be read. */
  allowLoopback: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** The host's addresses; the system's resolver unless a test names its own. */
  resolveHost: ResolveHost;
}

export const defaultPageFetchOptions: PageFetchOptions = {
  allowLoopback: false,
  timeoutMs: RECIPE_IMPORT_TIMEOUT_MS,
  maxBytes: RECIPE_IMPORT_MAX_BYTES,
  maxRedirects: RECIPE_IMPORT_MAX_REDIRECTS,
  resolveHost: (hostname) => dnsLookup(hostname, { all: true, verbatim: true }),
};

export interface FetchedPage {
  /** Where the page was finally read, after redirects. */
  url: URL;
  html: string;
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HEADERS = {
  'user-agent': 'Mozilla/5.0 (compatible; MiseRecipeImport/1.0)',
  accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en',
};
/** How far into the page a <meta charset> is looked for, as browsers do. */
const CHARSET_PRESCAN_BYTES = 1024;
const UNKNOWN_HOST = new Set(['ENOTFOUND', 'EAI_NONAME', 'EAI_NODATA']);

export async function fetchPage(
  address: string,
  options: PageFetchOptions = defaultPageFetchOptions,
): Promise<FetchedPage> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
  try {
    let url = webAddress(address);
    for (let redirects = 0; ; redirects++) {
      const response = await get(url, options, deadline.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (!REDIRECTS.has(status) || location === undefined) {
        const html = await readHtml(response, options.maxBytes);
        // A body cut short by the deadline may end without an error: it is not the page.
        if (deadline.signal.aborted) throw importErrors.timeout();
        return { url, html };
      }
      response.destroy();
      if (redirects >= options.maxRedirects) throw importErrors.tooManyRedirects();
      url = webAddress(location, url);
    }
  } catch (error) {
    if (error instanceof RecipeImportError) throw error;
    if (deadline.signal.aborted) throw importErrors.timeout();
    throw connectionError(error);
  } finally {
    clearTimeout(timer);
    deadline.abort();
  }
}

function webAddress(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw importErrors.notWebAddress();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw importErrors.notWebAddress();
  if (url.username !== '' || url.password !== '') throw importErrors.withCredentials();
  return url;
}

/** Sends the GET; answers once the status line and headers are in. */
function get(url: URL, options: PageFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !isFetchableAddress(host, options.allowLoopback)) {
    return Promise.reject(importErrors.privateAddress());
  }
  const guard = guardedLookup(options);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { headers: HEADERS, lookup: guard.lookup, agent: false, signal });
    request.once('response', resolve);
    // The lookup's own refusal, rather than whatever wrapping the socket gave it.
    request.on('error', (error) => reject(guard.refusal ?? error));
    request.end();
  });
}

/** A `lookup` for one request that resolves the host, refuses it unless every address is public, and hands the checked addresses to the socket. */
function guardedLookup(options: PageFetchOptions) {
  const guard: { refusal?: RecipeImportError; lookup: LookupFunction } = {
    lookup: (hostname, lookupOptions, callback) => {
      const family = familyNumber(lookupOptions.family);
      options.resolveHost(hostname).then(
        (resolved) => {
          const addresses = resolved.filter((entry) => family === 0 || entry.family === family);
          const first = addresses[0];
          if (first === undefined) {
            callback(
              Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }),
              '',
            );
            return;
          }
          // One private address among public ones is enough to refuse: which one the socket
          // would try first is not ours to choose.
          if (
            addresses.some((entry) => !isFetchableAddress(entry.address, options.allowLoopback))
          ) {
            guard.refusal = importErrors.privateAddress();
            callback(guard.refusal, '');
            return;
          }
          if (lookupOptions.all === true) callback(null, [...addresses]);
          else callback(null, first.address, first.family);
        },
        (error: NodeJS.ErrnoException) => callback(error, ''),
      );
    },
  };
  return guard;
}

function familyNumber(family: number | 'IPv4' | 'IPv6' | undefined): number {
  if (family === 'IPv4') return 4;
  if (family === 'IPv6') return 6;
  return family ?? 0;
}

async function readHtml(response: IncomingMessage, maxBytes: number): Promise<string> {
  try {
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) throw importErrors.pageError(status);
    const contentType = response.headers['content-type'] ?? '';
    const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
    if (!HTML_TYPES.has(mediaType)) throw importErrors.notHtml(mediaType || 'no content type');
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) throw importErrors.tooLarge(maxBytes);
    const body = await readLimited(decompressed(response), maxBytes);
    return decodeText(body, charsetOf(contentType));
  } finally {
    response.destroy();
  }
}

function decompressed(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined;
  if (decoder === undefined) {
    if (encoding === 'identity' || encoding === '') return response;
    throw importErrors.unreadable();
  }
  // Errors of either end reach the decoder, whose reader below then throws them.
  pipeline(response, decoder, () => undefined);
  return decoder;
}

/**
 * The body, counted as it arrives (decompressed: a small gzip can unpack to gigabytes), up to
 * the point where it holds a whole JSON-LD Recipe: the rest of the page is not needed.
 */
async function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const scan = recipeScan();
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      throw importErrors.tooLarge(maxBytes);
    }
    chunks.push(chunk);
    if (scan.push(chunk)) {
      stream.destroy();
      break;
    }
  }
  return Buffer.concat(chunks);
}

function charsetOf(contentType: string): string | undefined {
  return /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
}

/** The header's charset, else the page's own <meta charset> near its start, else UTF-8. */
function decodeText(body: Buffer, headerCharset: string | undefined): string {
  const head = body.subarray(0, CHARSET_PRESCAN_BYTES).toString('latin1');
  const declared = headerCharset ?? /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

function connectionError(error: unknown): RecipeImportError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : '';
  if (typeof code === 'string' && UNKNOWN_HOST.has(code)) return importErrors.unknownHost();
  return importErrors.unreachable();
}
