/**
 * Test support: an OpenAI-compatible `/audio/transcriptions` endpoint on loopback (node:http),
 * recording what it was sent and answering as the test says: a transcript, an error status,
 * or nothing at all (to run into the client's timeout).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { listenOnLoopback } from '../testing/loopback-endpoint';

export interface ReceivedTranscription {
  path: string;
  authorization: string | undefined;
  model: string | null;
  language: string | null;
  responseFormat: string | null;
  fileName: string | undefined;
  fileType: string | undefined;
  fileBytes: Uint8Array;
}

export type FakeAnswer = { status: number; body: unknown } | 'hang';

export interface FakeTranscriptionServer {
  /** The endpoint's base URL, like AI_BASE_URL: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  received: ReceivedTranscription[];
  /** What the next requests are answered; a transcript of "two cups of flour" at first. */
  answer: (request: ReceivedTranscription) => FakeAnswer;
  close(): Promise<void>;
}

export async function startFakeTranscriptionServer(): Promise<FakeTranscriptionServer> {
  const fake: FakeTranscriptionServer = {
    baseUrl: '',
    received: [],
    answer: () => ({ status: 200, body: { text: ' two cups of flour ' } }),
    close: () => Promise.resolve(),
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const form = await new Response(await buffer(request), {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    }).formData();
    const file = form.get('file');
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : null;
    };
    const received: ReceivedTranscription = {
      path: request.url ?? '',
      authorization: request.headers.authorization,
      model: field('model'),
      language: field('language'),
      responseFormat: field('response_format'),
      fileName: file instanceof File ? file.name : undefined,
      fileType: file instanceof File ? file.type : undefined,
      fileBytes: file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array(),
    };
    fake.received.push(received);
    const answer = fake.answer(received);
    if (answer === 'hang') return;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  };
  const endpoint = await listenOnLoopback(handle, 500);
  fake.baseUrl = endpoint.baseUrl;
  fake.close = endpoint.close;
  return fake;
}
