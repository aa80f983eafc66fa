// The importer's fetch against real HTTP servers on loopback (opened with the test-only switch)
// and names resolved by the test: what it refuses and why, redirects checked hop by hop, the
// deadline, the size limit counted while streaming, and what it reads.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../testing/loopback-endpoint';
import { RecipeImportError } from './import-errors';
import {
  type PageFetchOptions,
  type ResolveHost,
  defaultPageFetchOptions,
  fetchPage,
} from './safe-fetch';

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;

interface PageServer {
  origin: string;
  port: string;
  /** Paths asked for, with the Host header each came with. */
  seen: { path: string; host: string | undefined }[];
}

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function servePages(routes: Record<string, Handler>): Promise<PageServer> {
  const seen: PageServer['seen'] = [];
  const endpoint = await listenOnLoopback(async (request, response) => {
    const path = request.url ?? '/';
    seen.push({ path, host: request.headers.host });
    const handler = routes[path];
    if (handler === undefined) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    await handler(request, response);
  }, 500);
  servers.push(endpoint);
  const { origin, port } = new URL(endpoint.baseUrl);
  return { origin, port, seen };
}

const html =
  (body: string): Handler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  };
const redirect =
  (location: string, status = 302): Handler =>
  (_request, response) => {
    response.writeHead(status, { location }).end();
  };

/** Names the test resolves itself; anything else is unknown, as it would be offline. */
const resolver =
  (names: Record<string, string[]>): ResolveHost =>
  (hostname) => {
    const addresses = names[hostname];
    if (addresses === undefined) {
      return Promise.reject(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
    }
    return Promise.resolve(
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };

const loopbackAllowed = (more: Partial<PageFetchOptions> = {}): PageFetchOptions => ({
  ...defaultPageFetchOptions,
  allowLoopback: true,
  ...more,
});

async function refusal(promise: Promise<unknown>): Promise<RecipeImportError> {
  const error: unknown = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof RecipeImportError))
    throw new Error(`Expected a refusal, got ${String(error)}`);
  return error;
}

const PRIVATE = "That address is on a private network, so Mise can't fetch it.";

describe('fetchPage: addresses', () => {
  it('reads a page on loopback when loopback is allowed (tests only)', async () => {
    const server = await servePages({ '/pizza': html('<h1>Pizza</h1>') });
    const page = await fetchPage(`${server.origin}/pizza`, loopbackAllowed());
    expect(page.html).toBe('<h1>Pizza</h1>');
    expect(page.url.href).toBe(`${server.origin}/pizza`);
  });

  it.each([
    ['127.0.0.1', (port: string) => `http://127.0.0.1:${port}/pizza`],
    ['localhost (resolved)', (port: string) => `http://localhost:${port}/pizza`],
    ['::1', (port: string) => `http://[::1]:${port}/pizza`],
    ['IPv4-mapped IPv6', (port: string) => `http://[::ffff:127.0.0.1]:${port}/pizza`],
    ['a number for 127.0.0.1', (port: string) => `http://2130706433:${port}/pizza`],
  ])('refuses loopback by default: %s', async (_form, address) => {
    const server = await servePages({ '/pizza': html('<h1>Pizza</h1>') });
    const error = await refusal(fetchPage(address(server.port)));
    expect(error.message).toBe(PRIVATE);
    expect(error.code).toBe('address_refused');
    expect(server.seen).toEqual([]);
  });

  it.each([
    ['10.0.0.7'],
    ['192.168.1.20'],
    ['172.20.0.3'],
    ['169.254.169.254'],
    ['100.64.1.1'],
    ['fd00::5'],
    ['fe80::1'],
    ['::ffff:10.0.0.7'],
    ['0.0.0.0'],
    ['224.0.0.251'],
  ])('refuses a name that resolves to %s, without connecting', async (address) => {
    const options = loopbackAllowed({ resolveHost: resolver({ 'intranet.test': [address] }) });
    const error = await refusal(fetchPage('http://intranet.test/recipes', options));
    expect(error.message).toBe(PRIVATE);
  });

  it('refuses a name with any private address among public ones', async () => {
    const resolveHost = resolver({ 'mixed.test': ['93.184.216.34', '10.0.0.7'] });
    const error = await refusal(
      fetchPage('http://mixed.test/', { ...defaultPageFetchOptions, resolveHost }),
    );
    expect(error.message).toBe(PRIVATE);
  });

  it('connects to the address it checked, resolving the name once', async () => {
    const server = await servePages({ '/pizza': html('<h1>Pizza</h1>') });
    let lookups = 0;
    const resolveHost: ResolveHost = (hostname) => {
      lookups += 1;
      return resolver({ 'recipes.test': ['127.0.0.1'] })(hostname);
    };
    const page = await fetchPage(
      `http://recipes.test:${server.port}/pizza`,
      loopbackAllowed({ resolveHost }),
    );
    expect(page.html).toBe('<h1>Pizza</h1>');
    // The name is nobody's on the real DNS: only the checked lookup can have led here.
    expect(server.seen).toEqual([{ path: '/pizza', host: `recipes.test:${server.port}` }]);
    expect(lookups).toBe(1);
  });

  it.each([
    ['ftp://example.com/recipe', 'Mise can only read web pages'],
    ['file:///etc/passwd', 'Mise can only read web pages'],
    ['not a url', 'Mise can only read web pages'],
    ['https://cook:secret@example.com/', 'Leave the user name and password out of the address.'],
  ])('refuses %s', async (address, message) => {
    const error = await refusal(fetchPage(address));
    expect(error.message).toContain(message);
  });

  it('says when the site does not exist, and when nothing answers', async () => {
    const unknown = await refusal(
      fetchPage('http://no-such-site.test/', loopbackAllowed({ resolveHost: resolver({}) })),
    );
    expect(unknown.message).toBe("Mise couldn't find that website. Check the address.");
    const server = await servePages({});
    const port = server.port;
    await Promise.all(servers.splice(0).map((each) => each.close()));
    const closed = await refusal(fetchPage(`http://127.0.0.1:${port}/`, loopbackAllowed()));
    expect(closed.message).toBe(
      "Mise couldn't reach that page. Check the address, or try again later.",
    );
  });
});

describe('fetchPage: redirects', () => {
  it('follows redirects and answers the page where it ended', async () => {
    const server = await servePages({
      '/old': redirect('/new', 301),
      '/new': redirect('/newest', 307),
      '/newest': html('<p>Here</p>'),
    });
    const page = await fetchPage(`${server.origin}/old`, loopbackAllowed());
    expect(page.html).toBe('<p>Here</p>');
    expect(page.url.pathname).toBe('/newest');
  });

  it.each([
    ['a private address', 'http://192.168.0.1/admin'],
    ['the cloud metadata service', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 unique-local', 'http://[fd12::1]/'],
    ['IPv4-mapped private', 'http://[::ffff:10.1.1.1]/'],
    ['a name that resolves privately', 'http://router.test/'],
  ])('re-checks each hop: refuses a redirect to %s', async (_target, location) => {
    const server = await servePages({ '/start': redirect(location) });
    const resolveHost = resolver({ 'router.test': ['192.168.0.1'], 'pages.test': ['127.0.0.1'] });
    const error = await refusal(
      fetchPage(`http://pages.test:${server.port}/start`, loopbackAllowed({ resolveHost })),
    );
    expect(error.message).toBe(PRIVATE);
  });

  it('refuses a redirect to something that is not a web page address', async () => {
    const server = await servePages({ '/start': redirect('ftp://example.com/file') });
    const error = await refusal(fetchPage(`${server.origin}/start`, loopbackAllowed()));
    expect(error.code).toBe('unsupported_address');
  });

  it('stops after a few redirects', async () => {
    const server = await servePages({ '/loop': redirect('/loop') });
    const error = await refusal(fetchPage(`${server.origin}/loop`, loopbackAllowed()));
    expect(error.message).toBe('The page redirected too many times.');
    // The first request and five redirects followed.
    expect(server.seen).toHaveLength(defaultPageFetchOptions.maxRedirects + 1);
  });
});

describe('fetchPage: limits', () => {
  it('gives up when the page does not answer in time', async () => {
    const server = await servePages({
      '/silent': () => new Promise(() => undefined),
    });
    const started = performance.now();
    const error = await refusal(
      fetchPage(`${server.origin}/silent`, loopbackAllowed({ timeoutMs: 300 })),
    );
    expect(error.message).toBe('The page took too long to answer.');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('counts the deadline over the whole page, not each chunk', async () => {
    const server = await servePages({
      '/trickle': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        // A byte every 50 ms keeps the socket busy forever.
        const timer = setInterval(() => response.write('.'), 50);
        response.on('close', () => clearInterval(timer));
      },
    });
    const error = await refusal(
      fetchPage(`${server.origin}/trickle`, loopbackAllowed({ timeoutMs: 400 })),
    );
    expect(error.message).toBe('The page took too long to answer.');
  });

  it('stops reading past 5 MB while the page streams in', async () => {
    let sent = 0;
    const server = await servePages({
      '/huge': async (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        // No Content-Length: only counting the body can tell. 6 MB unless stopped first.
        while (sent < 6 * 1024 * 1024 && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) {
            await new Promise((resolve) => response.once('drain', resolve).once('close', resolve));
          }
        }
        response.end();
      },
    });
    const error = await refusal(fetchPage(`${server.origin}/huge`, loopbackAllowed()));
    expect(error.message).toBe('The page is larger than 5 MB.');
    expect(error.code).toBe('page_too_large');
  });

  it('stops reading once the page holds its recipe, however long the rest would be', async () => {
    let sent = 0;
    const recipe = JSON.stringify({
      '@type': 'Recipe',
      name: 'Soup',
      recipeIngredient: ['1 onion'],
      recipeInstructions: ['Simmer.'],
      totalTime: 'PT30M',
      recipeYield: '4',
    });
    const server = await servePages({
      '/long': async (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write(`<html><head><script type="application/ld+json">${recipe}</script>`);
        // Comments and inline scripts after the recipe: 6 MB unless the reader stops first.
        const chunk = Buffer.alloc(64 * 1024, 'a');
        while (sent < 6 * 1024 * 1024 && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) {
            await new Promise((resolve) => response.once('drain', resolve).once('close', resolve));
          }
        }
        response.end();
      },
    });
    const page = await fetchPage(`${server.origin}/long`, loopbackAllowed());
    expect(page.html).toContain('"recipeIngredient"');
    expect(page.html.length).toBeLessThan(5 * 1024 * 1024);
  });

  it('reads on past a recipe that names no ingredients, to what follows it', async () => {
    const partial = JSON.stringify({ '@type': 'Recipe', name: 'Soup' });
    const server = await servePages({
      '/partial': (_request, response) => {
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end(
            `<script type="application/ld+json">${partial}</script><ul><li itemprop="recipeIngredient">1 onion</li></ul>`,
          );
      },
    });
    const page = await fetchPage(`${server.origin}/partial`, loopbackAllowed());
    expect(page.html).toContain('1 onion');
  });

  it('reads on past a recipe that states no time, to the times its page writes', async () => {
    const timeless = JSON.stringify({
      '@type': 'Recipe',
      recipeIngredient: ['1 onion'],
      recipeInstructions: ['Simmer.'],
      recipeYield: '4',
    });
    const server = await servePages({
      '/timeless': async (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write(`<script type="application/ld+json">${timeless}</script>`);
        // The recipe's script arrives on its own, before the rest of the page.
        await new Promise((resolve) => setTimeout(resolve, 50));
        response.end('<p><b>Prep time:</b> 10 mins</p>');
      },
    });
    const page = await fetchPage(`${server.origin}/timeless`, loopbackAllowed());
    expect(page.html).toContain('Prep time');
  });

  it('refuses a page whose declared length is over the limit without reading it', async () => {
    const server = await servePages({
      '/declared': (_request, response) => {
        response.writeHead(200, {
          'content-type': 'text/html',
          'content-length': String(6 * 1024 * 1024),
        });
        response.write('<p>');
      },
    });
    const error = await refusal(fetchPage(`${server.origin}/declared`, loopbackAllowed()));
    expect(error.message).toBe('The page is larger than 5 MB.');
  });

  it('counts the unpacked size of a compressed page', async () => {
    const bomb = gzipSync(Buffer.alloc(6 * 1024 * 1024, ' '));
    const server = await servePages({
      '/bomb': (_request, response) => {
        response
          .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
          .end(bomb);
      },
    });
    expect(bomb.length).toBeLessThan(100 * 1024);
    const error = await refusal(fetchPage(`${server.origin}/bomb`, loopbackAllowed()));
    expect(error.message).toBe('The page is larger than 5 MB.');
  });

  it.each([
    ['application/json', '{"@type":"Recipe"}'],
    ['image/png', 'PNG'],
    ['application/pdf', '%PDF'],
  ])('reads only HTML: refuses %s', async (type, body) => {
    const server = await servePages({
      '/file': (_request, response) => response.writeHead(200, { 'content-type': type }).end(body),
    });
    const error = await refusal(fetchPage(`${server.origin}/file`, loopbackAllowed()));
    expect(error.message).toBe(
      `That address is not a web page (it sent ${type}), so it has no recipe to read.`,
    );
  });

  it('says which error the page answered with', async () => {
    const server = await servePages({});
    const error = await refusal(fetchPage(`${server.origin}/missing`, loopbackAllowed()));
    expect(error.message).toBe('The page answered with an error (HTTP 404). Check the address.');
  });
});

describe('fetchPage: reading', () => {
  it('unpacks a gzip page', async () => {
    const server = await servePages({
      '/zipped': (_request, response) => {
        response
          .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
          .end(gzipSync('<h1>Zipped soup</h1>'));
      },
    });
    const page = await fetchPage(`${server.origin}/zipped`, loopbackAllowed());
    expect(page.html).toBe('<h1>Zipped soup</h1>');
  });

  it('decodes the charset the header or the page declares', async () => {
    const latin1 = Buffer.from('<h1>Crème brûlée</h1>', 'latin1');
    const server = await servePages({
      '/header': (_request, response) =>
        response.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' }).end(latin1),
      '/meta': (_request, response) =>
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end(Buffer.concat([Buffer.from('<meta charset="windows-1252">'), latin1])),
    });
    expect((await fetchPage(`${server.origin}/header`, loopbackAllowed())).html).toBe(
      '<h1>Crème brûlée</h1>',
    );
    expect((await fetchPage(`${server.origin}/meta`, loopbackAllowed())).html).toContain(
      'Crème brûlée',
    );
  });
});
