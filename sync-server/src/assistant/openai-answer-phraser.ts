/**
 * The optional language model behind the assistant's words: one chat completion at the
 * configured endpoint (the same AI_* settings as recipe generation) that rewords a built-in
 * answer, bounded by a short timeout since a cook is waiting to hear it. It throws on anything
 * short of a phrasing that passes phrasing-rules.ts; the caller then says the built-in answer.
 */
import type { AiEndpoint } from '../env';
import { chatCompletion } from './openai-chat';
import { type PhrasingRequest, phrasingPrompt } from './phrasing-prompt';
import { acceptPhrasing } from './phrasing-rules';

/** A spoken reply that takes longer than this is worse than the built-in one said at once. */
export const PHRASING_TIMEOUT_MS = 5000;

/** Room for the longest answer the rules accept (1,500 characters), in any language. */
const MAX_TOKENS = 1024;

/** Resolves with checked words or rejects; it never answers anything unchecked. */
export type AnswerPhraser = (request: PhrasingRequest) => Promise<string>;

export interface AnswerPhraserOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function openAiAnswerPhraser(
  endpoint: AiEndpoint,
  { timeoutMs = PHRASING_TIMEOUT_MS, fetch: fetchFn = fetch }: AnswerPhraserOptions = {},
): AnswerPhraser {
  return async (request) => {
    const content = await chatCompletion(
      endpoint,
      { messages: phrasingPrompt(request), temperature: 0.4, maxTokens: MAX_TOKENS },
      { timeoutMs, fetch: fetchFn },
    );
    return acceptPhrasing(content, request);
  };
}
