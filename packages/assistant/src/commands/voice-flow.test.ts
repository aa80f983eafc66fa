import { describe, expect, it } from 'vitest';
import type { CookingContext } from './intent-types';
import { answerVoiceCommand } from './voice-flow';

const context: CookingContext = {
  recipe: {
    name: 'Buttered Eggs',
    ingredients: [
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'butter', amount: '1', unit: 'tbsp' },
    ],
    instructions: [
      { step: 1, instruction: 'Whisk the eggs with a pinch of salt.', duration: 2 },
      { step: 2, instruction: 'Melt the butter over low heat and stir in the eggs.', duration: 5 },
    ],
  },
  currentStep: 1,
  skillLevel: 'intermediate',
  pantryItems: ['Olive oil'],
};
const settings = { language: 'en', mode: 'narrative', profile: 'friendly-home-cook' } as const;

describe('a voice command through the assistant', () => {
  it('is answered by the interruption handler first when it interrupts the flow', () => {
    const answer = answerVoiceCommand('Where were we?', context, settings);
    expect(answer.handledBy).toBe('interruption');
    expect(answer.action).toBeNull();
    expect(answer.reply).toContain('Melt the butter over low heat');
  });

  it('goes on to the general handler, which carries the action to broadcast', () => {
    expect(answerVoiceCommand('set a timer for twelve minutes', context, settings)).toMatchObject({
      handledBy: 'command',
      action: { type: 'setTimer', duration: 12 },
    });
    expect(answerVoiceCommand('next step', context, settings).action).toEqual({
      type: 'nextStep',
    });
    const swap = answerVoiceCommand('what can I substitute?', context, settings);
    // The step melts butter and stirs in eggs: both have swaps in the reference.
    expect(swap.action).toEqual({ type: 'showSubstitution', ingredients: ['butter', 'egg'] });
    expect(swap.reply).toMatch(/olive oil/i);
  });

  it('understands the language it is spoken in and answers in it', () => {
    const spanish = answerVoiceCommand('siguiente paso', context, settings);
    expect(spanish).toMatchObject({ language: 'es', action: { type: 'nextStep' } });
    const german = answerVoiceCommand('Stell einen Timer auf zwölf Minuten', context, {
      ...settings,
      language: 'de',
    });
    expect(german).toMatchObject({ language: 'de', action: { type: 'setTimer', duration: 12 } });
    expect(german.reply).not.toBe(
      answerVoiceCommand('set a timer for twelve minutes', context, settings).reply,
    );
  });

  it('says every answer with the voice profile’s emotion, whichever handler gave it', () => {
    const chef = { ...settings, profile: 'michelin-chef' } as const;
    expect(answerVoiceCommand('Where were we?', context, chef).emotion).toBe('professional');
    expect(answerVoiceCommand('next step', context, chef).emotion).toBe('professional');
    expect(answerVoiceCommand('next step', context, settings).emotion).toBe('warm');
  });

  it('answers a Spanish cook’s swap in Spanish, names and all', () => {
    const spanish = { ...settings, language: 'es' } as const;
    const asked = answerVoiceCommand('¿qué puedo usar en vez de mantequilla?', context, spanish);
    expect(asked).toMatchObject({
      language: 'es',
      action: { type: 'showSubstitution', ingredients: ['mantequilla'] },
    });
    // The pantry holds olive oil, so it comes first.
    expect(asked.reply).toMatch(
      /^Para mantequilla derretida, usa aceite de oliva, que tienes: 3\/4 de taza por cada taza\./,
    );
    expect(asked.reply).not.toMatch(/\b(?:Instead|use|butter|which you have)\b/);
    const step = answerVoiceCommand('sustituye la mantequilla', context, {
      ...spanish,
      mode: 'concise',
    });
    expect(step.reply).toBe(
      'Para mantequilla derretida, usa aceite de oliva, que tienes: 3/4 de taza por cada taza.',
    );
  });

  it('knows the French, Italian and German words for flour and butter', () => {
    const flour = { ...context, currentStep: 0 };
    expect(
      answerVoiceCommand('remplace la farine', flour, { ...settings, language: 'fr' }).reply,
    ).toMatch(/^Au lieu de farine, utilisez /);
    expect(
      answerVoiceCommand('sostituisci il burro', flour, { ...settings, language: 'it' }).reply,
    ).toMatch(/^Invece di burro, usa olio d’oliva, che hai: /);
    expect(
      answerVoiceCommand('ersetze das Mehl', flour, { ...settings, language: 'de' }).reply,
    ).toMatch(/^Statt Mehl nimm /);
  });

  it('explains a technique in the cook’s language', () => {
    const answer = answerVoiceCommand('¿qué significa sofreír?', context, {
      ...settings,
      language: 'es',
    });
    expect(answer.reply).toMatch(/^Saltear: Cocinar rápido con poca grasa/);
  });
});
