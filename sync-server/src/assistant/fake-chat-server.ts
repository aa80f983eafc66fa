/**
 * Test support: an OpenAI-compatible `/chat/completions` endpoint on loopback (node:http),
 * recording what it was sent and answering as the test says: a completion, any status and
 * body, or nothing at all (to run into the client's timeout).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { text } from 'node:stream/consumers';
import { z } from 'zod';
import { listenOnLoopback } from '../testing/loopback-endpoint';

const chatRequestSchema = z.object({
  model: z.string(),
  messages: z.array(z.object({ role: z.string(), content: z.string() })),
  temperature: z.number().optional(),
  max_tokens: z.number().optional(),
});

export interface ReceivedChat {
  path: string;
  authorization: string | undefined;
  body: z.infer<typeof chatRequestSchema>;
  /** Every message's content, one after the other: what the model was told. */
  prompt: string;
}

export type FakeChatAnswer = { status: number; body: unknown } | 'hang';

export interface FakeChatServer {
  /** The endpoint's base URL, like AI_BASE_URL: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  received: ReceivedChat[];
  /** How the next requests are answered; a 500 until a test says otherwise. */
  answer: (request: ReceivedChat) => FakeChatAnswer;
  close(): Promise<void>;
}

/** A 200 answer whose one choice says `content`. */
export function completion(content: string, finishReason = 'stop'): FakeChatAnswer {
  return {
    status: 200,
    body: {
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    },
  };
}

export async function startFakeChatServer(): Promise<FakeChatServer> {
  const fake: FakeChatServer = {
    baseUrl: '',
    received: [],
    answer: () => ({ status: 500, body: { error: 'no answer set' } }),
    close: () => Promise.resolve(),
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = chatRequestSchema.parse(JSON.parse(await text(request)));
    const received: ReceivedChat = {
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body,
      prompt: body.messages.map((message) => message.content).join('\n'),
    };
    fake.received.push(received);
    const answer = fake.answer(received);
    if (answer === 'hang') return;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  };
  const endpoint = await listenOnLoopback(handle, 400);
  fake.baseUrl = endpoint.baseUrl;
  fake.close = endpoint.close;
  return fake;
}
