import { voiceCommandResponseSchema } from '@mise/domain/api/voice';
import { VOICE_MODES, VOICE_PROFILE_IDS } from '@mise/domain/options';
import { describe, expect, it } from 'vitest';
import { congratulation } from '../cooking/encouragement';
import { lookupTechnique } from '../cooking/glossary';
import { guidanceFor } from '../cooking/guidance';
import { respondToIntent, type CommandSettings } from './command';
import { COMMAND_LANGUAGES, type CookingContext, type CookingIntent } from './intent-types';

const session: CookingContext = {
  recipe: {
    name: 'Smash Burgers',
    ingredients: [
      { name: 'ground beef', amount: '500', unit: 'g' },
      { name: 'eggs', amount: '2', unit: 'piece' },
    ],
    instructions: [
      { step: 1, instruction: 'Dice the onion.' },
      { step: 2, instruction: 'Brown the ground beef, breaking it up.', duration: 8 },
      { step: 3, instruction: 'Whisk the eggs with milk.' },
    ],
  },
  currentStep: 1,
  skillLevel: 'beginner',
  pantryItems: [],
};
const idle: CookingContext = { ...session, recipe: null, currentStep: null };
const at = (currentStep: number): CookingContext => ({ ...session, currentStep });

const narrative: CommandSettings = {
  language: 'en',
  mode: 'narrative',
  profile: 'friendly-home-cook',
};
const concise: CommandSettings = { ...narrative, mode: 'concise' };
const respond = (intent: CookingIntent, context = session, settings = narrative) =>
  respondToIntent(intent, context, settings);

describe('the general voice-command handler', () => {
  it('moves to the next step and reads it, cheering in narrative mode', () => {
    expect(respond({ kind: 'nextStep' })).toEqual({
      text: 'Nice work! Step 3 of 3: Whisk the eggs with milk.',
      emotion: 'warm',
      action: { type: 'nextStep' },
    });
    expect(respond({ kind: 'nextStep' }, session, concise).text).toBe(
      'Step 3 of 3: Whisk the eggs with milk.',
    );
  });

  it('congratulates after the last step, in the voice’s own way', () => {
    const done = respond({ kind: 'nextStep' }, at(2), { ...narrative, profile: 'celebrity-chef' });
    expect(done.text).toBe(congratulation('Smash Burgers', 'energetic'));
    expect(done).toMatchObject({ emotion: 'energetic', action: { type: 'nextStep' } });
  });

  it('sets a timer for the minutes asked, said in a friendly way', () => {
    expect(respond({ kind: 'setTimer', minutes: 12 }, session, concise)).toMatchObject({
      text: 'Timer set for 12 minutes.',
      action: { type: 'setTimer', duration: 12 },
    });
    expect(respond({ kind: 'setTimer', minutes: 90 }).text).toBe(
      'Timer set for 1 hour 30 minutes. I’ll let you know when it’s done.',
    );
    expect(respond({ kind: 'setTimer', minutes: 0.5 }, session, concise).text).toBe(
      'Timer set for 30 seconds.',
    );
    expect(respond({ kind: 'setTimer', minutes: 0 }).action).toBeNull();
  });

  it('starts the step’s own timer, or 5 minutes when the step has none', () => {
    expect(respond({ kind: 'startStepTimer' }, session, concise)).toMatchObject({
      text: 'Timer set for 8 minutes for step 2.',
      action: { type: 'setTimer', duration: 8 },
    });
    expect(respond({ kind: 'startStepTimer' }, at(0)).action).toEqual({
      type: 'setTimer',
      duration: 5,
    });
    expect(respond({ kind: 'startStepTimer' }, idle).action).toEqual({
      type: 'setTimer',
      duration: 5,
    });
  });

  it('shows swaps for the ingredient asked for, or for the step’s ingredients', () => {
    const butter = respond({ kind: 'substitute', ingredient: 'butter' });
    expect(butter.action).toEqual({ type: 'showSubstitution', ingredients: ['butter'] });
    expect(butter.text).toMatch(/^Instead of butter, use (coconut|olive) oil/);
    const step = respond({ kind: 'substitute' }, at(2));
    expect(step.action).toEqual({ type: 'showSubstitution', ingredients: ['eggs', 'milk'] });
    expect(step.text).toMatch(/Instead of eggs, .* Instead of milk, /);
  });

  it('says so, without an action, when nothing can be swapped', () => {
    for (const context of [at(0), idle]) {
      expect(respond({ kind: 'substitute' }, context)).toMatchObject({
        text: 'I couldn’t find an ingredient to swap in this step. Try “substitute the butter”.',
        action: null,
      });
    }
  });

  it('adjusts the servings', () => {
    expect(respond({ kind: 'adjustServing', servings: 6 })).toMatchObject({
      text: 'Adjusting the recipe for 6 servings.',
      action: { type: 'adjustServing', servings: 6 },
    });
    expect(respond({ kind: 'adjustServing', servings: 1 }).text).toBe(
      'Adjusting the recipe for 1 serving.',
    );
  });

  it('explains a technique, or the current step at the cook’s skill level', () => {
    const fold = lookupTechnique('fold');
    expect(respond({ kind: 'explain', term: 'folding' }).text).toContain(fold?.tip);
    expect(respond({ kind: 'explain', term: 'fold' }, session, concise).text).toBe(
      `Fold: ${fold?.meaning}`,
    );
    expect(respond({ kind: 'explain' }).text).toBe(
      guidanceFor('Brown the ground beef, breaking it up.', 'beginner'),
    );
    expect(respond({ kind: 'explain', term: 'spherify' }).text).toMatch(/don’t know “spherify”/);
  });

  it('leaves timer controls and Back to the device, with words only', () => {
    expect(respond({ kind: 'pauseTimer' })).toMatchObject({ text: 'Timer paused.', action: null });
    expect(respond({ kind: 'resumeTimer' }).action).toBeNull();
    expect(respond({ kind: 'stopTimer' }).text).toBe('Timer stopped.');
    expect(respond({ kind: 'previousStep' })).toMatchObject({
      text: 'Going back. Step 1 of 3: Dice the onion.',
      action: null,
    });
    expect(respond({ kind: 'previousStep' }, at(0)).text).toBe('We’re already on the first step.');
  });

  it('answers words it did not understand with what it can do', () => {
    expect(respond({ kind: 'unknown' }).text).toMatch(/^I can help with: next step, repeat/);
  });

  it('speaks in the voice profile’s emotion and the command’s language', () => {
    expect(
      respond({ kind: 'stopTimer' }, session, { ...concise, profile: 'michelin-chef' }).emotion,
    ).toBe('professional');
    expect(
      respond({ kind: 'setTimer', minutes: 12 }, session, { ...concise, language: 'de' }).text,
    ).toBe('Timer auf 12 Minuten gestellt.');
    expect(
      respond({ kind: 'setTimer', minutes: 90 }, session, { ...concise, language: 'es' }).text,
    ).toBe('Temporizador puesto para 1 hora 30 minutos.');
    expect(
      respond({ kind: 'adjustServing', servings: 4 }, session, { ...concise, language: 'it' }).text,
    ).toBe('Adatto la ricetta per 4 porzioni.');
  });

  it('always answers in the shape /api/voice/command returns', () => {
    const intents: CookingIntent[] = [
      { kind: 'nextStep' },
      { kind: 'previousStep' },
      { kind: 'repeat' },
      { kind: 'pause' },
      { kind: 'resume' },
      { kind: 'whereWereWe' },
      { kind: 'setTimer', minutes: 1.5 },
      { kind: 'startStepTimer' },
      { kind: 'pauseTimer' },
      { kind: 'resumeTimer' },
      { kind: 'stopTimer' },
      { kind: 'substitute' },
      { kind: 'substitute', ingredient: 'milk' },
      { kind: 'adjustServing', servings: 3 },
      { kind: 'explain' },
      { kind: 'explain', term: 'sear' },
      { kind: 'unknown' },
    ];
    for (const language of COMMAND_LANGUAGES) {
      for (const mode of VOICE_MODES) {
        for (const profile of VOICE_PROFILE_IDS) {
          for (const context of [session, at(2), idle]) {
            for (const intent of intents) {
              const reply = respondToIntent(intent, context, { language, mode, profile });
              expect(voiceCommandResponseSchema.parse(reply)).toEqual(reply);
            }
          }
        }
      }
    }
  });
});
