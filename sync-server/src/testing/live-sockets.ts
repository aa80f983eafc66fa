/**
 * Test support for the live kitchen: the test app served on a real port with WebSocket support
 * (as main.ts serves it), devices that sign in and get tickets, and a socket client that keeps
 * every message so a test can wait for the one it expects.
 */
import type { AddressInfo } from 'node:net';
import { type ServedServer, serveApp } from '../http/serve-app';
import {
  type ClientMessage,
  LIVE_KITCHEN_SOCKET_PATH,
  LIVE_KITCHEN_TICKET_PATH,
  type ServerMessage,
  liveTicketResponseSchema,
  serverMessageSchema,
} from '@mise/domain/api/live-kitchen';
import { authAnonymousResponseSchema } from '@mise/domain/api/auth';
import { WebSocket, WebSocketServer } from 'ws';
import type { AppType } from '../app';

const WAIT_MS = 5000;

type RoomEventMessage = Extract<ServerMessage, { type: 'event' }>;

function isOfType<M extends { type: string }, T extends M['type']>(
  message: M,
  type: T,
): message is Extract<M, { type: T }> {
  return message.type === type;
}

export interface ServedApp {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  socketUrl: string;
  close(): Promise<void>;
}

export async function serveWithSockets(app: AppType): Promise<ServedApp> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const server = await new Promise<ServedServer>((resolve) => {
    const started = serveApp(app, { port: 0, hostname: '127.0.0.1', webSockets: wss }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    socketUrl: `ws://127.0.0.1:${port}${LIVE_KITCHEN_SOCKET_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}

/** A new device (its own household): its access token. */
export async function signIn(app: AppType): Promise<string> {
  const response = await app.request('/api/auth/anonymous', { method: 'POST' });
  return authAnonymousResponseSchema.parse(await response.json()).accessToken;
}

export async function ticketFor(app: AppType, accessToken: string): Promise<string> {
  const response = await app.request(LIVE_KITCHEN_TICKET_PATH, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (response.status !== 201) throw new Error(`ticket: ${response.status}`);
  return liveTicketResponseSchema.parse(await response.json()).ticket;
}

export class LiveClient {
  readonly received: ServerMessage[] = [];
  private seen = 0;
  private waiters: (() => void)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.received.push(serverMessageSchema.parse(JSON.parse(data.toString('utf8'))));
      this.wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code: number, reason: Buffer) => {
        resolve({ code, reason: reason.toString('utf8') });
        this.wake();
      }),
    );
  }

  static async open(url: string): Promise<LiveClient> {
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new LiveClient(socket);
  }

  /** Opens a socket and presents a ticket: ready for create or join. */
  static async signedIn(url: string, ticket: string): Promise<LiveClient> {
    const client = await LiveClient.open(url);
    client.send({ type: 'hello', ticket });
    await client.next('ready');
    return client;
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((wake) => wake());
  }

  send(message: ClientMessage | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  sendRaw(data: string): void {
    this.socket.send(data);
  }

  /** The next unread message of `type` (earlier ones of other types are passed over). */
  async next<T extends ServerMessage['type']>(
    type: T,
    match: (message: Extract<ServerMessage, { type: T }>) => boolean = () => true,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      for (; this.seen < this.received.length; this.seen += 1) {
        const message = this.received[this.seen];
        if (message && isOfType(message, type) && match(message)) {
          this.seen += 1;
          return message;
        }
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`no ${type} message; got ${JSON.stringify(this.received.slice(-5))}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The next room event of `type`. */
  async event<T extends RoomEventMessage['event']['type']>(
    type: T,
    match: (event: Extract<RoomEventMessage['event'], { type: T }>) => boolean = () => true,
  ): Promise<Extract<RoomEventMessage['event'], { type: T }>> {
    const message = await this.next('event', (m) => isOfType(m.event, type) && match(m.event));
    const { event } = message;
    if (!isOfType(event, type)) throw new Error('unreachable: matched above');
    return event;
  }

  close(): void {
    this.socket.close();
  }
}
