import { describe, expect, it } from 'vitest';
import {
  voiceActionSchema,
  voiceCommandRequestSchema,
  voiceCommandResponseSchema,
  voiceInterruptionRequestSchema,
  voiceSpeakRequestSchema,
  voiceTranscribeResponseSchema,
} from './voice';

describe('voiceActionSchema', () => {
  it('accepts each action type with its own argument', () => {
    expect(voiceActionSchema.parse({ type: 'nextStep' })).toEqual({ type: 'nextStep' });
    expect(voiceActionSchema.parse({ type: 'setTimer', duration: 5 })).toEqual({
      type: 'setTimer',
      duration: 5,
    });
    expect(voiceActionSchema.parse({ type: 'showSubstitution', ingredients: ['butter'] })).toEqual({
      type: 'showSubstitution',
      ingredients: ['butter'],
    });
    expect(voiceActionSchema.parse({ type: 'adjustServing', servings: 4 })).toEqual({
      type: 'adjustServing',
      servings: 4,
    });
  });

  it('refuses an action missing its argument or of an unknown type', () => {
    expect(voiceActionSchema.safeParse({ type: 'setTimer' }).success).toBe(false);
    expect(voiceActionSchema.safeParse({ type: 'adjustServing', servings: 0 }).success).toBe(false);
    expect(voiceActionSchema.safeParse({ type: 'dance' }).success).toBe(false);
  });
});

describe('voiceCommandRequestSchema', () => {
  it('fills the context and the voice settings defaults', () => {
    const request = voiceCommandRequestSchema.parse({
      command: 'set timer for 5 minutes',
      context: { timestamp: '2024-06-01T18:00:00.000Z' },
    });
    expect(request).toEqual({
      command: 'set timer for 5 minutes',
      context: {
        currentRecipe: null,
        currentStep: null,
        pantryItems: [],
        timestamp: '2024-06-01T18:00:00.000Z',
      },
      voiceSettings: { profile: 'friendly-home-cook', language: 'en', mode: 'narrative' },
    });
  });
});

describe('voiceCommandResponseSchema', () => {
  it('allows a reply without an action', () => {
    const reply = voiceCommandResponseSchema.parse({ text: 'Sure!', emotion: 'warm' });
    expect(reply.action).toBeUndefined();
  });
});

describe('voiceInterruptionRequestSchema', () => {
  it('needs a local voice- session id', () => {
    expect(
      voiceInterruptionRequestSchema.safeParse({ command: 'wait', sessionId: 'voice-1' }).success,
    ).toBe(true);
    expect(
      voiceInterruptionRequestSchema.safeParse({ command: 'wait', sessionId: 'kitchen-1' }).success,
    ).toBe(false);
  });
});

describe('voiceTranscribeResponseSchema', () => {
  it('keeps confidence within 0..1', () => {
    expect(voiceTranscribeResponseSchema.safeParse({ text: 'next', confidence: 0.9 }).success).toBe(
      true,
    );
    expect(voiceTranscribeResponseSchema.safeParse({ text: 'next', confidence: 1.2 }).success).toBe(
      false,
    );
  });
});

describe('voiceSpeakRequestSchema', () => {
  it('speaks in the default voice, narrative, in English unless told otherwise', () => {
    expect(voiceSpeakRequestSchema.parse({ text: ' Next step. ' })).toEqual({
      text: 'Next step.',
      voiceProfile: 'friendly-home-cook',
      mode: 'narrative',
      language: 'en',
    });
    expect(voiceSpeakRequestSchema.parse({ text: 'Hola', language: 'es' }).language).toBe('es');
    expect(voiceSpeakRequestSchema.safeParse({ text: 'Hej', language: 'sv' }).success).toBe(false);
  });
});
