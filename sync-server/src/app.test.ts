import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createTokenService } from './auth/token-service';
import type { Database } from './storage/database';

/** A built web app in miniature: the files whose caching rules differ. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mise-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'icons'));
  // The build's prerendered shells (web/build/prerender-route-shells.ts), each named by its page.
  const shell = (page: string) => `<!doctype html><title>Mise</title><div id="root">${page}</div>`;
  writeFileSync(path.join(dir, 'index.html'), shell('Home'));
  writeFileSync(path.join(dir, 'settings.html'), shell('Settings'));
  writeFileSync(path.join(dir, 'live-kitchen.html'), shell('Live Kitchen'));
  writeFileSync(path.join(dir, 'shell.html'), shell('Loading page…'));
  writeFileSync(
    path.join(dir, 'assets', 'index-abc123.js'),
    `console.log(${'"x",'.repeat(2000)});`,
  );
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Mise"}');
  writeFileSync(path.join(dir, 'icons', 'icon-192.png'), 'png');
  return dir;
}

function fakeDb(answer: () => Promise<unknown[]>): Database {
  return {
    kind: 'pglite',
    query: <Row extends object>() => answer() as Promise<Row[]>,
    transaction: () => Promise.reject(new Error('not used')),
    close: () => Promise.resolve(),
  };
}

const logger = pino({ level: 'silent' });
const webDist = fakeWebDist();
const okDb = fakeDb(() => Promise.resolve([{ ok: 1 }]));
// These cases never authenticate; the routes that do are tested in auth/ and household/.
const tokens = createTokenService({ db: okDb, secret: 'a-test-secret-of-at-least-32-chars' });
const app = createApp({ db: okDb, logger, webDist, tokens });

describe('GET /api/health', () => {
  it('reports status, version and storage engine', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/) as unknown,
      storage: 'pglite',
    });
  });

  it('answers 503 "degraded" when storage does not answer', async () => {
    const broken = createApp({
      db: fakeDb(() => Promise.reject(new Error('connection refused'))),
      logger,
      webDist,
      tokens,
    });
    const response = await broken.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'degraded' });
  });
});

describe('unknown API paths', () => {
  it('get a JSON 404 with a message, never the app shell', async () => {
    const response = await app.request('/api/no-such-thing', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      error: 'not_found',
      message: 'No API endpoint POST /api/no-such-thing',
    });
  });
});

describe('serving the web app', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/index.html', '/sw.js', '/manifest.webmanifest'])(
    'revalidates the entry point %s on every load',
    async (urlPath) => {
      const response = await app.request(urlPath);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it.each([
    ['/', 'Home'],
    ['/settings', 'Settings'],
    ['/Live-Kitchen/', 'Live Kitchen'],
    ['/live-kitchen?session=abc', 'Live Kitchen'],
    ['/no-such-page', 'Loading page…'],
    ['/no-such-page/deeper', 'Loading page…'],
    ['/settings%00', 'Loading page…'],
  ])('answers the page address %s with its prerendered shell (%s)', async (urlPath, page) => {
    const response = await app.request(urlPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(`<div id="root">${page}</div>`);
  });

  it('revalidates a route shell asked for by its file name', async () => {
    const response = await app.request('/settings.html');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing file with 404, not with the HTML shell', async () => {
    const response = await app.request('/assets/missing-123.js');
    expect(response.status).toBe(404);
  });

  it('compresses text assets for clients that accept gzip', async () => {
    const response = await app.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('security headers', () => {
  it('sends a CSP without inline script and the other protective headers', async () => {
    const response = await app.request('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const permissions = response.headers.get('permissions-policy') ?? '';
    expect(permissions).toContain('microphone=(self)');
    expect(permissions).toContain('camera=(self)');
  });

  it('sends API answers the headers that protect a response that is not a document', async () => {
    const response = await app.request('/api/health');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    // What acts only on documents stays on the documents.
    expect(response.headers.get('permissions-policy')).toBeNull();
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
  });
});
