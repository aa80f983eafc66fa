// The assistant over HTTP against a real migrated PGlite: guidance, Chef Leo and the two voice
// handlers answer from the household's cooking in progress, as the device does offline.
import { chefLeoSpeakResponseSchema } from '@mise/domain/api/assistant';
import { cookingGuidanceResponseSchema } from '@mise/domain/api/cooking';
import {
  voiceCommandResponseSchema,
  voiceInterruptionResponseSchema,
} from '@mise/domain/api/voice';
import { recipeSchema } from '@mise/domain/entities/recipe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBody, expectError, restClient } from '../testing/rest-client';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { signInDevice } from '../testing/two-households';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STEPS = [
  'Whisk the eggs with a pinch of salt.',
  'Melt the butter over low heat, then fold in the eggs.',
];

/** A household cooking "Soft Scrambled Eggs", on its second step. */
async function cookingHousehold() {
  const api = restClient(t.app, await signInDevice(t.app));
  const recipe = await expectBody(
    api.post('/api/recipes', {
      name: 'Soft Scrambled Eggs',
      cookTime: 10,
      ingredients: [
        { name: 'egg', amount: '4', unit: 'piece' },
        { name: 'butter', amount: '1', unit: 'tbsp' },
      ],
      instructions: STEPS.map((instruction, index) => ({ step: index + 1, instruction })),
    }),
    201,
    recipeSchema,
  );
  const session = (await (
    await api.post('/api/cooking/start', { recipeId: recipe.id })
  ).json()) as {
    id: string;
  };
  await api.put(`/api/cooking/session/${session.id}`, { currentStep: 1 });
  return api;
}

describe('POST /api/cooking/guidance', () => {
  it('explains the step by skill level, and answers Swap’s question', async () => {
    const api = await cookingHousehold();
    const guide = (skillLevel: string, instruction = STEPS[1]) =>
      expectBody(
        api.post('/api/cooking/guidance', { instruction, skillLevel }),
        200,
        cookingGuidanceResponseSchema,
      );
    const beginner = await guide('beginner');
    const advanced = await guide('advanced');
    expect(beginner.guidance).toMatch(/fold/i);
    expect(advanced.guidance).not.toBe(beginner.guidance);
    expect(advanced.guidance.length).toBeLessThan(beginner.guidance.length);
    const swap = await guide('intermediate', `What can I substitute in this step: ${STEPS[1]}`);
    expect(swap.guidance).toMatch(/butter/i);
  });

  it('refuses an empty instruction with the schema’s message', async () => {
    const api = await cookingHousehold();
    await expectError(
      api.post('/api/cooking/guidance', { instruction: ' ' }),
      400,
      'invalid_request',
      'Instruction is required',
    );
  });
});

describe('POST /api/voice/interruption and /api/voice/command', () => {
  it('answers "where were we?" from the session in progress', async () => {
    const api = await cookingHousehold();
    const answer = await expectBody(
      api.post('/api/voice/interruption', { command: 'Where were we?', sessionId: 'voice-1' }),
      200,
      voiceInterruptionResponseSchema,
    );
    expect(answer.handled).toBe(true);
    expect(answer.response).toContain('Melt the butter');
    const passed = await expectBody(
      api.post('/api/voice/interruption', { command: 'next step', sessionId: 'voice-1' }),
      200,
      voiceInterruptionResponseSchema,
    );
    expect(passed.handled).toBe(false);
  });

  it('turns commands into the §4 actions, in the language they were said in', async () => {
    const api = await cookingHousehold();
    const command = (text: string, language = 'en') =>
      expectBody(
        api.post('/api/voice/command', {
          command: text,
          context: {
            currentRecipe: 'Soft Scrambled Eggs',
            currentStep: 1,
            timestamp: t.clock.now().toISOString(),
          },
          voiceSettings: { language },
        }),
        200,
        voiceCommandResponseSchema,
      );
    expect((await command('set a timer for an hour and a half')).action).toEqual({
      type: 'setTimer',
      duration: 90,
    });
    expect((await command('make it for six')).action).toEqual({
      type: 'adjustServing',
      servings: 6,
    });
    const swap = await command('what can I substitute?');
    expect(swap.action).toMatchObject({ type: 'showSubstitution' });
    expect((await command('siguiente', 'es')).action).toEqual({ type: 'nextStep' });
    expect((await command('Timer für zwölf Minuten', 'de')).action).toEqual({
      type: 'setTimer',
      duration: 12,
    });
  });
});

describe('POST /api/chef-leo/speak', () => {
  it('answers a question about a technique with the glossary', async () => {
    const api = await cookingHousehold();
    const reply = await expectBody(
      api.post('/api/chef-leo/speak', { context: 'cooking', userInput: 'What does fold mean?' }),
      200,
      chefLeoSpeakResponseSchema,
    );
    expect(reply.message).toMatch(/fold/i);
  });

  it('needs a device token', async () => {
    const response = await t.app.request('/api/chef-leo/speak', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userInput: 'hello' }),
    });
    expect(response.status).toBe(401);
  });
});
