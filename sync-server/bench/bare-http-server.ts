/**
 * The yardstick of `pnpm bench:api`, run as a child process: a bare `node:http` server that
 * answers each path with bytes fetched from Mise beforehand (the gzip copy when the request
 * accepts gzip and one was fetched), with a content type alone, or with every header Mise sent
 * when the request says `x-bench-headers: mise` (to tell what the headers cost). It tells the
 * parent its port over the IPC channel.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

const routeSchema = z.object({
  path: z.string(),
  contentType: z.string(),
  identityFile: z.string(),
  gzipFile: z.string().optional(),
  miseHeaders: z.record(z.string(), z.string()),
});

const manifestFile = process.argv[2];
if (manifestFile === undefined) throw new Error('usage: bare-http-server.ts <manifest.json>');
const manifest = z.array(routeSchema).parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
const routes = new Map(
  manifest.map((route) => [
    route.path,
    {
      contentType: route.contentType,
      identity: readFileSync(route.identityFile),
      gzip: route.gzipFile === undefined ? undefined : readFileSync(route.gzipFile),
      miseHeaders: route.miseHeaders,
    },
  ]),
);

const server = createServer((request, response) => {
  const route = routes.get(request.url ?? '');
  if (route === undefined) {
    response.writeHead(404).end();
    return;
  }
  if (request.headers['x-bench-headers'] === 'mise') {
    response.writeHead(200, { ...route.miseHeaders, 'content-length': route.identity.byteLength });
    response.end(route.identity);
    return;
  }
  const gzip = route.gzip !== undefined && /gzip/.test(request.headers['accept-encoding'] ?? '');
  const body = gzip && route.gzip ? route.gzip : route.identity;
  response.writeHead(200, {
    'content-type': route.contentType,
    'content-length': body.byteLength,
    ...(gzip && { 'content-encoding': 'gzip' }),
  });
  response.end(body);
});

server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
