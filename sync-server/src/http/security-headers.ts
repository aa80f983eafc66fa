/**
 * Security headers for every response. The CSP allows no inline script (the app ships none);
 * inline styles stay allowed because Radix sets positioning styles at run time.
 * 'wasm-unsafe-eval' lets the barcode scanner compile its own WebAssembly (served from /assets/);
 * it allows no JavaScript eval.
 *
 * The values are hono/secure-headers' for our options, worked out once at start. A response
 * built by `secureResponse` carries them from the start as plain values: the household reads
 * served from memory (issue 27) answer that way, because setting fourteen headers on a built
 * response, each checked and the set sorted again, was a third of such a read's time.
 */
import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const honoSecureHeaders = secureHeaders({
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

/** What hono's middleware sets with these options (none of them varies by request). */
async function headersOfHono(): Promise<Readonly<Record<string, string>>> {
  const probe = new Hono().use(honoSecureHeaders).get('/', (c) => c.body(null, 204));
  const response = await probe.request('/');
  return Object.freeze(Object.fromEntries(response.headers));
}

export const SECURITY_HEADERS = await headersOfHono();
const securityHeaderList = Object.entries(SECURITY_HEADERS);

/** Responses that were built with the headers already. */
const secured = new WeakSet<Response>();

/** A response's headers with the security headers among them, merged once and kept. */
export class SecuredHeaders {
  private constructor(readonly values: Readonly<Record<string, string>>) {}

  static of(headers: Readonly<Record<string, string>>): SecuredHeaders {
    return new SecuredHeaders(Object.freeze({ ...SECURITY_HEADERS, ...headers }));
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
  for (const [name, value] of securityHeaderList) headers.set(name, value);
  headers.delete('X-Powered-By');
};
