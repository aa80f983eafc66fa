import { voiceInterruptionResponseSchema } from '@mise/domain/api/voice';
import { describe, expect, it } from 'vitest';
import { handleInterruption } from './interruption';
import { COMMAND_LANGUAGES, type CookingContext, type CookingIntent } from './intent-types';

const session: CookingContext = {
  recipe: {
    name: 'Buttermilk Pancakes',
    ingredients: [{ name: 'butter', amount: '50', unit: 'g' }],
    instructions: [
      { step: 1, instruction: 'Whisk the dry ingredients' },
      { step: 2, instruction: 'Melt the butter.' },
      { step: 3, instruction: 'Cook the pancakes until golden.', duration: 11 },
    ],
  },
  currentStep: 1,
  skillLevel: 'intermediate',
  pantryItems: [],
};
const idle: CookingContext = { ...session, recipe: null, currentStep: null };

const handle = (intent: CookingIntent, context = session) =>
  handleInterruption(intent, context, 'en', 'warm');

describe('the interruption handler', () => {
  it('waits on pause until the cook says ready', () => {
    expect(handle({ kind: 'pause' })).toEqual({
      handled: true,
      response: 'Take your time. Say “ready” when you want to carry on.',
      emotion: 'warm',
    });
  });

  it('re-reads the current step on resume and repeat', () => {
    expect(handle({ kind: 'resume' }).response).toBe(
      'Let’s carry on. Step 2 of 3: Melt the butter.',
    );
    expect(handle({ kind: 'repeat' }).response).toBe('Step 2 of 3: Melt the butter.');
    expect(handle({ kind: 'repeat' }, { ...session, currentStep: 0 }).response).toBe(
      'Step 1 of 3: Whisk the dry ingredients.',
    );
  });

  it('says where the cooking is', () => {
    expect(handle({ kind: 'whereWereWe' }).response).toBe(
      'We’re on step 2 of 3 of Buttermilk Pancakes: Melt the butter.',
    );
  });

  it('answers sensibly outside a cooking session', () => {
    expect(handle({ kind: 'pause' }, idle).handled).toBe(true);
    expect(handle({ kind: 'whereWereWe' }, idle).response).toMatch(/not cooking anything/);
    expect(handle({ kind: 'repeat' }, idle).response).toMatch(/not cooking anything/);
    expect(handle({ kind: 'resume' }, idle).response).toMatch(/whenever you’re ready/);
  });

  it('leaves every other command to the general handler', () => {
    const others: CookingIntent[] = [
      { kind: 'nextStep' },
      { kind: 'setTimer', minutes: 5 },
      { kind: 'substitute' },
      { kind: 'explain', term: 'fold' },
      { kind: 'unknown' },
    ];
    for (const intent of others) expect(handle(intent)).toEqual({ handled: false, response: '' });
  });

  it('speaks the command’s language with the voice’s emotion', () => {
    expect(handleInterruption({ kind: 'whereWereWe' }, session, 'es', 'energetic')).toEqual({
      handled: true,
      response: 'Estamos en el paso 2 de 3 de Buttermilk Pancakes: Melt the butter.',
      emotion: 'energetic',
    });
    expect(handleInterruption({ kind: 'repeat' }, session, 'de', 'warm').response).toBe(
      'Schritt 2 von 3: Melt the butter.',
    );
  });

  it('always answers in the shape /api/voice/interruption returns', () => {
    const intents: CookingIntent[] = [
      { kind: 'pause' },
      { kind: 'resume' },
      { kind: 'whereWereWe' },
      { kind: 'repeat' },
      { kind: 'stopTimer' },
    ];
    for (const language of COMMAND_LANGUAGES) {
      for (const context of [session, idle]) {
        for (const intent of intents) {
          const reply = handleInterruption(intent, context, language, 'professional');
          expect(voiceInterruptionResponseSchema.parse(reply)).toEqual(reply);
        }
      }
    }
  });
});
