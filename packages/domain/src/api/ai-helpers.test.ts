import { describe, expect, it } from 'vitest';
import {
  aiChefLeoRespondRequestSchema,
  aiGenerateMealPlanRequestSchema,
  aiGenerateRecipeRequestSchema,
  aiProcessIntentRequestSchema,
  aiProcessVoiceRequestSchema,
  aiScoutRequestSchema,
  cookingIntentSchema,
} from './ai-helpers';

describe('the /api/ai request schemas', () => {
  it('take an empty body as a whole request (the product sends none)', () => {
    expect(aiChefLeoRespondRequestSchema.parse({})).toEqual({ context: '', userInput: '' });
    expect(aiGenerateRecipeRequestSchema.parse({})).toEqual({
      dietaryRestrictions: [],
      cookTime: 'any',
      cuisine: 'any',
      difficulty: 'any',
    });
    expect(aiProcessIntentRequestSchema.parse({})).toEqual({ command: '' });
    expect(aiProcessVoiceRequestSchema.parse({})).toMatchObject({
      command: '',
      context: { currentRecipe: null, currentStep: null, pantryItems: [] },
      voiceSettings: { language: 'en', profile: 'friendly-home-cook' },
    });
    expect(aiScoutRequestSchema.parse({})).toEqual({ matches: 5 });
    expect(aiGenerateMealPlanRequestSchema.parse({})).toMatchObject({ days: 7 });
  });

  it('read the scout’s day like the meal planner’s dates', () => {
    expect(aiScoutRequestSchema.parse({ today: '2026-11-29T23:30:00-05:00' }).today).toBe(
      '2026-11-29',
    );
  });
});

describe('cookingIntentSchema', () => {
  it('holds every intent with its slot', () => {
    for (const intent of [
      { kind: 'nextStep' },
      { kind: 'unknown' },
      { kind: 'setTimer', minutes: 0.5 },
      { kind: 'substitute' },
      { kind: 'substitute', ingredient: 'butter' },
      { kind: 'adjustServing', servings: 4 },
      { kind: 'explain', term: 'fold' },
    ]) {
      expect(cookingIntentSchema.parse(intent)).toEqual(intent);
    }
  });

  it('refuses an intent it does not know, or a slot out of range', () => {
    expect(cookingIntentSchema.safeParse({ kind: 'dance' }).success).toBe(false);
    expect(cookingIntentSchema.safeParse({ kind: 'adjustServing', servings: 0 }).success).toBe(
      false,
    );
  });
});
