/**
 * Test support: a node:http handler listening on a free loopback port, as the fake
 * OpenAI-compatible services of the tests do. `baseUrl` ends in /v1, like AI_BASE_URL; a handler
 * that throws answers `failureStatus` with no body.
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';

export interface LoopbackEndpoint {
  baseUrl: string;
  close: () => Promise<void>;
}

export async function listenOnLoopback(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  failureStatus: number,
): Promise<LoopbackEndpoint> {
  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(failureStatus).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No port to listen on.');
  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
