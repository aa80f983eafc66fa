/**
 * Serves the built web app. Hashed assets are immutable for a year; the entry points that
 * name them (index.html, the service worker, the manifest) are revalidated on every load so a
 * new version is found at once. Any other non-API path gets the app, which renders its own 404.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=86400';

const ENTRY_POINTS = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/') || /^\/workbox-[\w-]+\.js$/.test(urlPath)) return IMMUTABLE;
  if (urlPath === '/' || ENTRY_POINTS.has(urlPath)) return REVALIDATE;
  return SHORT;
}

/** A path that names a file (has an extension) must never be answered with the HTML shell. */
const looksLikeFile = (urlPath: string) => path.posix.extname(urlPath) !== '';

export function staticFiles(webDist: string): MiddlewareHandler[] {
  const indexFile = path.join(webDist, 'index.html');
  const files = serveStatic({ root: webDist });
  // Set after the file is found, on the finished response: serveStatic builds its response
  // before any callback could add headers to it.
  const caching: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', cacheControlFor(c.req.path));
    }
  };
  const appShell: MiddlewareHandler = async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || looksLikeFile(c.req.path)) {
      return next();
    }
    const html = await readFile(indexFile, 'utf8').catch(() => undefined);
    if (html === undefined) {
      return c.text('The web app is not built yet: run "pnpm build".', 503);
    }
    c.header('Cache-Control', REVALIDATE);
    return c.html(html);
  };
  return [caching, files, appShell];
}
