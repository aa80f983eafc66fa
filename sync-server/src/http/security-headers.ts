/**
 * Security headers for every response, in two sets. Documents (the web app's pages, scripts and
 * assets) get the whole set: a CSP that allows no inline script (the app ships none; inline
 * styles stay allowed because Radix sets positioning styles at run time, and
 * 'wasm-unsafe-eval' lets the barcode scanner compile its own WebAssembly, no JavaScript eval),
 * COOP, Permissions-Policy, Referrer-Policy and the legacy X- headers. API answers (everything
 * under /api/: JSON, audio, photos) get the headers that protect a response that is not a
 * document, as OWASP's REST Security Cheat Sheet lists them: a CSP that allows nothing and no
 * framing, X-Content-Type-Options, X-Frame-Options, HSTS, and Cross-Origin-Resource-Policy (a
 * household's data is never another site's subresource). The rest act only on documents, and
 * sending them on every API answer was a quarter of a cached read's time (issue 27): node checks
 * and copies each header, the client parses it.
 *
 * The values are hono/secure-headers' for our options, worked out once at start. A response
 * built by `secureResponse` carries them from the start as plain values: the household reads
 * served from memory (issue 27) answer that way, because setting the headers on a built
 * response, each checked and the set sorted again, was a third of such a read's time.
 */
import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const documentHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  // Voice commands and pantry scans need the microphone and camera; the screen stays awake
  // while cooking. Nothing else is granted, and never to other origins.
  permissionsPolicy: {
    microphone: ['self'],
    camera: ['self'],
    screenWakeLock: ['self'],
    geolocation: [],
    payment: [],
    usb: [],
  },
});

const apiHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** What hono's middleware sets with these options (none of them varies by request). */
async function headersOfHono(
  middleware: MiddlewareHandler,
): Promise<Readonly<Record<string, string>>> {
  const probe = new Hono().use(middleware).get('/', (c) => c.body(null, 204));
  const response = await probe.request('/');
  return Object.freeze(Object.fromEntries(response.headers));
}

export const DOCUMENT_SECURITY_HEADERS = await headersOfHono(documentHeaders);
export const API_SECURITY_HEADERS = await headersOfHono(apiHeaders);
const documentHeaderList = Object.entries(DOCUMENT_SECURITY_HEADERS);
const apiHeaderList = Object.entries(API_SECURITY_HEADERS);

/** Responses that were built with the headers already. */
const secured = new WeakSet<Response>();

/** An API answer's headers with the security headers among them, merged once and kept. */
export class SecuredHeaders {
  private constructor(readonly values: Readonly<Record<string, string>>) {}

  static of(headers: Readonly<Record<string, string>>): SecuredHeaders {
    return new SecuredHeaders(Object.freeze({ ...API_SECURITY_HEADERS, ...headers }));
  }
}

/** Whether `response` was built by secureResponse, its headers complete. */
export const isSecured = (response: Response): boolean => secured.has(response);

/** A response with `headers` as they are, which the middleware leaves alone. */
export function secureResponse(
  body: Uint8Array<ArrayBuffer> | null,
  status: number,
  headers: SecuredHeaders,
): Response {
  const response = new Response(body, { status, headers: headers.values });
  secured.add(response);
  return response;
}

export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (isSecured(c.res)) return;
  const { headers } = c.res;
  const list = c.req.path.startsWith('/api/') ? apiHeaderList : documentHeaderList;
  for (const [name, value] of list) headers.set(name, value);
  headers.delete('X-Powered-By');
};
