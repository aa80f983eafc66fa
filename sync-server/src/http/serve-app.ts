/**
 * The app on a port, as main.ts runs it and the tests that need a real socket serve it:
 * @hono/node-server's `serve` with WebSocket upgrades, over a node:http server that first lets
 * the app answer a household read held in memory itself (src/reads/), before Hono's request
 * objects and middleware; anything else goes to Hono as usual.
 */
import { serve } from '@hono/node-server';
import {
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
  createServer,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebSocketServer } from 'ws';
import type { AppType } from '../app';

export type ServedServer = ReturnType<typeof serve>;

export function serveApp(
  app: AppType,
  options: { port: number; hostname: string; webSockets: WebSocketServer },
  onListening?: (info: AddressInfo) => void,
): ServedServer {
  return serve(
    {
      fetch: app.fetch,
      port: options.port,
      hostname: options.hostname,
      websocket: { server: options.webSockets },
      createServer: firstLookServer(app.answerFromMemory),
    },
    onListening,
  );
}

/** createServer, with `answer` looking first at each request and saying if it answered it. */
function firstLookServer(
  answer: (incoming: IncomingMessage, outgoing: ServerResponse) => boolean,
): typeof createServer {
  const withFirstLook =
    (app: RequestListener | undefined): RequestListener =>
    (incoming, outgoing) => {
      if (!answer(incoming, outgoing)) app?.(incoming, outgoing);
    };
  // createServer's two overloads, (listener) and (options, listener), as serve may call either.
  function firstLook(options?: ServerOptions | RequestListener, app?: RequestListener) {
    return typeof options === 'function'
      ? createServer(withFirstLook(options))
      : createServer(options ?? {}, withFirstLook(app));
  }
  return firstLook;
}
