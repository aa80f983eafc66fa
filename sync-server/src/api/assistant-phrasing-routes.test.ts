// /api/cooking/guidance and /api/chef-leo/speak with a language model configured (a fake
// OpenAI-compatible server on loopback) and without: the model's checked rewording is answered
// in the same one-field body; a refused, failed or slow one leaves the built-in words, and
// without a model the built-in words are answered without asking anyone.
import { chefLeoReply } from '@mise/assistant/cooking/chef-leo';
import { guidanceFor } from '@mise/assistant/cooking/guidance';
import { cookingSessionSchema } from '@mise/domain/entities/cooking-session';
import { type Recipe, recipeSchema } from '@mise/domain/entities/recipe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeChatServer,
  completion,
  startFakeChatServer,
} from '../assistant/fake-chat-server';
import { openAiAnswerPhraser } from '../assistant/openai-answer-phraser';
import { expectBody, restClient } from '../testing/rest-client';
import { type TestApp, createTestApp } from '../testing/test-app';
import { type RequestApp, signInDevice } from '../testing/two-households';

let fake: FakeChatServer;
let withModel: TestApp;
let withoutModel: TestApp;
beforeAll(async () => {
  fake = await startFakeChatServer();
  [withModel, withoutModel] = await Promise.all([
    createTestApp({
      answerPhraser: openAiAnswerPhraser(
        { baseUrl: fake.baseUrl, model: 'tiny-chef', apiKey: undefined },
        { timeoutMs: 300 },
      ),
    }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([withModel.close(), withoutModel.close(), fake.close()]);
});
beforeEach(() => {
  fake.received.length = 0;
});

const STEP = 'Simmer the sauce for 10 minutes.';
const GUIDANCE = guidanceFor(STEP, 'intermediate');
const PHRASED_GUIDANCE =
  'Keep it at a gentle simmer: small, lazy bubbles, never a rolling boil, so turn the heat ' +
  'down if it churns. Give it about 10 minutes and take a look at 8 minutes.';
const HOW_LONG = 'How long does this take?';

/** A household cooking a sauce, on its simmering step, and how to ask as it. */
async function cookingHousehold(app: RequestApp) {
  const device = await signInDevice(app);
  const api = restClient(app, device);
  const recipe = await expectBody(
    api.post('/api/recipes', {
      name: 'Tomato Sauce',
      cookTime: 20,
      ingredients: [{ name: 'tomato', amount: '6', unit: 'piece' }],
      instructions: ['Chop the tomatoes.', STEP].map((instruction, index) => ({
        step: index + 1,
        instruction,
      })),
    }),
    201,
    recipeSchema,
  );
  const session = await expectBody(
    api.post('/api/cooking/start', { recipeId: recipe.id }),
    201,
    cookingSessionSchema,
  );
  await api.put(`/api/cooking/session/${session.id}`, { currentStep: 1 });
  const post = async (path: string, body: unknown, language?: string) => {
    const response = await app.request(path, {
      method: 'POST',
      headers: {
        ...device.headers,
        'content-type': 'application/json',
        ...(language === undefined ? {} : { 'accept-language': language }),
      },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return {
      body: await response.json(),
      language: response.headers.get('content-language'),
    };
  };
  return { recipe, post };
}

const guidanceRequest = { instruction: STEP, skillLevel: 'intermediate' };
const speakRequest = { context: 'cooking', userInput: HOW_LONG };

/** What Chef Leo says about the simmering step without a model. */
const builtInReply = (recipe: Recipe) =>
  chefLeoReply(speakRequest, {
    recipe,
    currentStep: 1,
    skillLevel: 'intermediate',
    pantryItems: [],
  });

describe('with a model configured', () => {
  it('answers guidance in the model’s words, in the same body', async () => {
    fake.answer = () => completion(PHRASED_GUIDANCE);
    const { post } = await cookingHousehold(withModel.app);
    const answer = await post('/api/cooking/guidance', guidanceRequest);
    expect(answer.body).toEqual({ guidance: PHRASED_GUIDANCE });
    expect(answer.language).toBe('en');
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]?.prompt).toContain(GUIDANCE);
    expect(fake.received[0]?.prompt).toContain(`Current step: ${STEP}`);
  });

  it('answers in the language the request accepts when the model keeps to it', async () => {
    const spanish =
      'Mantén la salsa a fuego suave: burbujas pequeñas y lentas, nunca un hervor fuerte, así que ' +
      'baja el fuego si se agita. Son unos 10 minutos; mira cómo va a los 8 minutos.';
    fake.answer = () => completion(spanish);
    const { post } = await cookingHousehold(withModel.app);
    const answer = await post('/api/cooking/guidance', guidanceRequest, 'es-ES,es;q=0.9');
    expect(answer.body).toEqual({ guidance: spanish });
    expect(answer.language).toBe('es');
    expect(fake.received[0]?.prompt).toContain('Always reply in Spanish.');
  });

  it('answers the built-in guidance when the model drops a time of it', async () => {
    fake.answer = () => completion(PHRASED_GUIDANCE.replace(' at 8 minutes', ' a little before'));
    const { post } = await cookingHousehold(withModel.app);
    const answer = await post('/api/cooking/guidance', guidanceRequest);
    expect(answer.body).toEqual({ guidance: GUIDANCE });
    expect(answer.language).toBe('en');
    expect(fake.received).toHaveLength(1);
  });

  it('answers the built-in guidance, in the language asked, when the model ignores it', async () => {
    fake.answer = () => completion(PHRASED_GUIDANCE);
    const { post } = await cookingHousehold(withModel.app);
    const answer = await post('/api/cooking/guidance', guidanceRequest, 'de');
    const german = guidanceFor(STEP, 'intermediate', { language: 'de' });
    expect(german).toMatch(/^Köcheln: /);
    expect(answer.body).toEqual({ guidance: german });
    expect(answer.language).toBe('de');
  });

  it('answers the built-in guidance in English for a language the assistant does not speak', async () => {
    fake.answer = () => completion(PHRASED_GUIDANCE);
    const { post } = await cookingHousehold(withModel.app);
    const answer = await post('/api/cooking/guidance', guidanceRequest, 'ja');
    expect(answer.body).toEqual({ guidance: GUIDANCE });
    expect(answer.language).toBe('en');
  });

  it('lets Chef Leo answer in the model’s words, told the step and the question', async () => {
    const { recipe, post } = await cookingHousehold(withModel.app);
    const builtIn = builtInReply(recipe);
    const phrased =
      'Give this step about 10 minutes, and go by what you see too: small, lazy bubbles at the ' +
      'surface, never a rolling boil; turn the heat down if it starts to churn.';
    fake.answer = () => completion(phrased);
    const reply = await post('/api/chef-leo/speak', speakRequest);
    expect(reply.body).toEqual({ message: phrased });
    const [sent] = fake.received;
    expect(sent?.prompt).toContain(builtIn);
    expect(sent?.prompt).toContain(`Current step: ${STEP}`);
    expect(sent?.prompt).toContain(`The cook said: ${HOW_LONG}`);
  });

  it('lets Chef Leo say his built-in words when the endpoint fails', async () => {
    fake.answer = () => ({ status: 500, body: { error: 'overloaded' } });
    const { recipe, post } = await cookingHousehold(withModel.app);
    const reply = await post('/api/chef-leo/speak', speakRequest);
    expect(reply.body).toEqual({ message: builtInReply(recipe) });
    expect(fake.received).toHaveLength(1);
  });

  it('does not keep the cook waiting on a model that does not answer', async () => {
    fake.answer = () => 'hang';
    const { recipe, post } = await cookingHousehold(withModel.app);
    const started = performance.now();
    const reply = await post('/api/chef-leo/speak', speakRequest);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(reply.body).toEqual({ message: builtInReply(recipe) });
  });
});

describe('without a model', () => {
  it('answers the built-in words and asks no one', async () => {
    fake.answer = () => completion(PHRASED_GUIDANCE);
    const { recipe, post } = await cookingHousehold(withoutModel.app);
    const guidance = await post('/api/cooking/guidance', guidanceRequest, 'es');
    expect(guidance.body).toEqual({
      guidance: guidanceFor(STEP, 'intermediate', { language: 'es' }),
    });
    expect(guidance.language).toBe('es');
    const english = await post('/api/cooking/guidance', guidanceRequest);
    expect(english.body).toEqual({ guidance: GUIDANCE });
    expect(english.language).toBe('en');
    const reply = await post('/api/chef-leo/speak', speakRequest);
    expect(reply.body).toEqual({ message: builtInReply(recipe) });
    expect(fake.received).toEqual([]);
  });
});
