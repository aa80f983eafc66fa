/**
 * One call to an OpenAI-compatible `/chat/completions` endpoint (AI_BASE_URL, AI_MODEL,
 * AI_API_KEY), shared by recipe writing and answer phrasing so both authenticate, time out and
 * read the answer the same way. It throws on anything but a completion with text in it.
 */
import { z } from 'zod';
import type { AiEndpoint } from '../env';
import type { ChatMessage } from './recipe-prompt';

export interface ChatRequest {
  messages: readonly ChatMessage[];
  temperature: number;
  /** Bounds what the model may write (and what it costs); the endpoint's own limit when absent. */
  maxTokens?: number;
  /** Asks for a JSON object where the endpoint supports it. */
  json?: boolean;
}

export interface ChatOptions {
  timeoutMs: number;
  fetch?: typeof fetch | undefined;
}

const chatCompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().min(1) }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1, 'The answer has no choices'),
});

/** The text of the first choice; rejects on an error status, a timeout or another shape. */
export async function chatCompletion(
  endpoint: AiEndpoint,
  { messages, temperature, maxTokens, json = false }: ChatRequest,
  { timeoutMs, fetch: fetchFn = fetch }: ChatOptions,
): Promise<string> {
  const response = await fetchFn(`${endpoint.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(endpoint.apiKey === undefined ? {} : { authorization: `Bearer ${endpoint.apiKey}` }),
    },
    body: JSON.stringify({
      model: endpoint.model,
      messages,
      temperature,
      ...(maxTokens === undefined ? {} : { max_tokens: maxTokens }),
      ...(json ? { response_format: { type: 'json_object' } } : {}),
    }),
    // Covers reading the body too: a model that trickles its answer is cut off the same way.
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    throw new Error(`The model endpoint answered ${response.status} ${response.statusText}`);
  }
  const [choice] = chatCompletionSchema.parse(await response.json()).choices;
  // Text cut off at the token limit may read as whole yet end before a warning it meant to give.
  if (choice?.finish_reason === 'length')
    throw new Error('The answer was cut off at its length limit.');
  return choice?.message.content ?? '';
}
