// The optional model rewording the assistant's answers, against a fake OpenAI-compatible server
// on loopback: a good phrasing is said (and asked for with the moment's context); an error, a
// slow answer, a malformed, empty, cut-off or over-long one, or one that drops a number, each
// leave the built-in answer to be said; without a model nothing is asked at all.
import { guidanceFor } from '@mise/assistant/cooking/guidance';
import type { Language } from '@mise/domain/options';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAnswerPhrasing } from './answer-phrasing';
import {
  type FakeChatAnswer,
  type FakeChatServer,
  completion,
  startFakeChatServer,
} from './fake-chat-server';
import { openAiAnswerPhraser } from './openai-answer-phraser';
import type { PhrasingRequest } from './phrasing-prompt';

let fake: FakeChatServer;
beforeAll(async () => {
  fake = await startFakeChatServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
});

const STEP = 'Simmer the sauce for 10 minutes.';
const BUILT_IN = guidanceFor(STEP, 'intermediate');
const REQUEST: PhrasingRequest = {
  answer: BUILT_IN,
  step: STEP,
  skillLevel: 'intermediate',
  language: 'en',
  profile: 'celebrity-chef',
  mode: 'narrative',
};
const PHRASED =
  'Keep it at a gentle simmer: small, lazy bubbles, never a rolling boil, so turn the heat ' +
  'down if it churns. Give it about 10 minutes and take a look at 8 minutes.';

function phrasing(timeoutMs = 2000) {
  const failures: unknown[] = [];
  const answers = createAnswerPhrasing({
    phraser: openAiAnswerPhraser(
      { baseUrl: fake.baseUrl, model: 'tiny-chef', apiKey: 'secret' },
      { timeoutMs },
    ),
    onFallback: (error) => failures.push(error),
  });
  return { answers, failures };
}

describe('a configured model', () => {
  it('rewords the answer, told the step, skill, language and voice', async () => {
    fake.answer = () => completion(PHRASED);
    const { answers, failures } = phrasing();
    expect(await answers.phrase(REQUEST)).toEqual({
      text: PHRASED,
      language: 'en',
      source: 'model',
    });
    expect(failures).toEqual([]);

    const [sent] = fake.received;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.authorization).toBe('Bearer secret');
    expect(sent?.body.model).toBe('tiny-chef');
    expect(sent?.prompt).toContain(BUILT_IN);
    expect(sent?.prompt).toContain(`Current step: ${STEP}`);
    expect(sent?.prompt).toContain('skill level: intermediate');
    expect(sent?.prompt).toContain('Language of your reply: English');
    expect(sent?.prompt).toContain('celebrity TV chef');
  });

  it('is asked for the language the request wants, and its answer is said in it', async () => {
    const spanish =
      'Mantén la salsa a fuego suave: burbujas pequeñas y lentas, nunca un hervor fuerte, así que ' +
      'baja el fuego si se agita. Son unos 10 minutos; mira cómo va a los 8 minutos.';
    fake.answer = () => completion(spanish);
    const { answers } = phrasing();
    expect(await answers.phrase({ ...REQUEST, language: 'es' })).toEqual({
      text: spanish,
      language: 'es',
      source: 'model',
    });
    expect(fake.received[0]?.prompt).toContain('Always reply in Spanish.');
  });

  it.each<[string, FakeChatAnswer, Language?]>([
    ['an error status', { status: 503, body: { error: 'overloaded' } }],
    ['a body that is not JSON', { status: 200, body: 'Internal hiccup' }],
    ['JSON without choices', { status: 200, body: { choices: [] } }],
    ['an empty reply', completion('   ')],
    ['a reply cut off at its token limit', completion(PHRASED, 'length')],
    ['an over-long reply', completion(`${PHRASED} `.repeat(6))],
    ['a reply that drops a time', completion(PHRASED.replace(' at 8 minutes', ' a bit before'))],
    ['a reply in markdown', completion(`**Simmer!** ${PHRASED}`)],
    ['an English reply to a German request', completion(PHRASED), 'de'],
  ])('is passed over for %s: the built-in answer is said', async (_case, answer, language) => {
    fake.answer = () => answer;
    const { answers, failures } = phrasing();
    expect(await answers.phrase({ ...REQUEST, language: language ?? 'en' })).toEqual({
      text: BUILT_IN,
      language: 'en',
      source: 'built-in',
    });
    expect(failures).toHaveLength(1);
    expect(fake.received).toHaveLength(1);
  });

  it('is given up on after the timeout', async () => {
    fake.answer = () => 'hang';
    const { answers, failures } = phrasing(150);
    const started = performance.now();
    const answer = await answers.phrase(REQUEST);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(answer).toEqual({ text: BUILT_IN, language: 'en', source: 'built-in' });
    expect(failures).toHaveLength(1);
  });
});

describe('without a model', () => {
  it('says the built-in answer and asks nothing', async () => {
    fake.answer = () => completion(PHRASED);
    const answer = await createAnswerPhrasing().phrase(REQUEST);
    expect(answer).toEqual({ text: BUILT_IN, language: 'en', source: 'built-in' });
    expect(fake.received).toEqual([]);
  });
});
