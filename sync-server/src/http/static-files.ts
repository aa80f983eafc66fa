/**
 * Serves the built web app. Hashed assets are immutable for a year; the entry points that
 * name them (the HTML, the service worker, the manifest) are revalidated on every load so a
 * new version is found at once. A page's address gets its route's prerendered shell
 * (`/quick-meals` quick-meals.html, web/build/prerender-route-shells.ts); any other non-API
 * path gets the generic shell, and the app renders its own 404.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=86400';

const ENTRY_POINTS = new Set(['/sw.js', '/manifest.webmanifest', '/registerSW.js']);

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/') || /^\/workbox-[\w-]+\.js$/.test(urlPath)) return IMMUTABLE;
  if (urlPath === '/' || urlPath.endsWith('.html') || ENTRY_POINTS.has(urlPath)) return REVALIDATE;
  return SHORT;
}

/** The shell for any address without one of its own (the build's generic shell). */
const GENERIC_SHELL = 'shell.html';

/**
 * The prerendered files that may answer a page's address, best first: its route's shell, the
 * generic one, and index.html (a build from before the shells). Routes match as the app's
 * router does: any case, with or without a trailing slash.
 */
export function shellFilesFor(urlPath: string): string[] {
  const route = urlPath.replace(/^\/+|\/+$/g, '').toLowerCase();
  if (route === '') return ['index.html'];
  const own = /^[a-z0-9-]+$/.test(route) ? [`${route}.html`] : [];
  return [...own, GENERIC_SHELL, 'index.html'];
}

/** A path that names a file (has an extension) must never be answered with the HTML shell. */
const looksLikeFile = (urlPath: string) => path.posix.extname(urlPath) !== '';

async function firstReadable(files: readonly string[]): Promise<string | undefined> {
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text !== undefined) return text;
  }
  return undefined;
}

export function staticFiles(webDist: string): MiddlewareHandler[] {
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
    const html = await firstReadable(
      shellFilesFor(c.req.path).map((file) => path.join(webDist, file)),
    );
    if (html === undefined) {
      return c.text('The web app is not built yet: run "pnpm build".', 503);
    }
    c.header('Cache-Control', REVALIDATE);
    return c.html(html);
  };
  return [caching, files, appShell];
}
