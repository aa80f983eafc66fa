import { chefLeoSpeakResponseSchema } from '@mise/domain/api/assistant';
import { describe, expect, it } from 'vitest';
import type { CookingContext } from '../commands/intent-types';
import { chefLeoReply } from './chef-leo';
import { lookupTechnique } from './glossary';

const cooking = (overrides: Partial<CookingContext> = {}): CookingContext => ({
  recipe: {
    name: 'Smash Burgers',
    ingredients: [
      { name: 'ground beef', amount: '500', unit: 'g' },
      { name: 'butter', amount: '20', unit: 'g' },
    ],
    instructions: [
      { step: 1, instruction: 'Dice the onion.' },
      { step: 2, instruction: 'Brown the ground beef, breaking it up.', duration: 8 },
      { step: 3, instruction: 'Simmer the sauce for 20 minutes.' },
      { step: 4, instruction: 'Toast the buns in the butter.' },
    ],
  },
  currentStep: 1,
  skillLevel: 'beginner',
  pantryItems: [],
  ...overrides,
});

const ask = (userInput: string, context?: CookingContext, currentStep?: number) =>
  chefLeoReply({ context: '', userInput, currentStep }, context);

describe('Chef Leo’s replies', () => {
  it('explains a technique the cook asks about, at their skill level', () => {
    const deglaze = lookupTechnique('deglaze');
    const beginner = ask('What does deglaze mean?', cooking());
    expect(beginner).toContain(deglaze?.meaning);
    expect(beginner).toContain(deglaze?.tip);
    const advanced = ask('how do I deglaze?', cooking({ skillLevel: 'advanced' }));
    expect(advanced).toContain(deglaze?.pro);
    expect(advanced).not.toContain(deglaze?.tip);
  });

  it('answers a swap question for the ingredient named, preferring the pantry', () => {
    expect(
      ask('What can I use instead of butter?', cooking({ pantryItems: ['olive oil'] })),
    ).toMatch(/^Instead of butter, use olive oil, which you have/);
    expect(ask('I’m out of eggs', cooking())).toMatch(/^Instead of eggs, use /);
  });

  it('answers a swap question without an ingredient from the current step', () => {
    expect(ask('What can I substitute here?', cooking())).toMatch(
      /^Instead of ground beef, use lentils/,
    );
    expect(ask('Can I swap something?')).toMatch(/^Which ingredient/);
  });

  it('answers the Swap button’s question', () => {
    expect(ask('What can I substitute in this step: Melt the butter')).toMatch(
      /^For melted butter, use /,
    );
  });

  it('tells how long the step takes, from its timer or its text', () => {
    expect(ask('How long does this take?', cooking())).toMatch(
      /^This step takes about 8 minutes\./,
    );
    expect(ask('how long?', cooking(), 2)).toMatch(/^This step takes about 20 minutes\./);
    const untimed = ask('How long should I cook it?', cooking(), 0);
    expect(untimed).toMatch(/no set time/);
    expect(untimed).toContain('5 minutes');
  });

  it('greets, and says where the cooking is', () => {
    const hello = ask('Hello!', cooking());
    expect(hello).toMatch(/^Hello! I’m Chef Leo\./);
    expect(hello).toContain('step 2 of 4 of Smash Burgers: Brown the ground beef');
    expect(ask('where are we?', cooking())).toBe(
      'We’re on step 2 of 4 of Smash Burgers: Brown the ground beef, breaking it up.',
    );
    expect(ask('what’s next?', cooking())).toBe(
      'After this comes step 3 of 4: Simmer the sauce for 20 minutes.',
    );
  });

  it('talks the cook through the step when they say nothing or ask for help', () => {
    const brown = lookupTechnique('brown');
    expect(ask('', cooking())).toMatch(/^Step 2 of 4: Brown the ground beef, breaking it up\. /);
    expect(ask('I’m stuck', cooking())).toContain(brown?.meaning);
    expect(chefLeoReply({ context: 'Whisk the eggs with the milk', userInput: '' })).toContain(
      lookupTechnique('whisk')?.watchFor,
    );
  });

  it('points to what it can do when it cannot answer', () => {
    const reply = ask('What’s the weather like?', cooking());
    expect(reply).toMatch(/^I’m not sure/);
    expect(reply).toContain('what does fold mean?');
  });

  it('always gives a message the speak response accepts', () => {
    for (const input of ['', 'hi', 'thanks', 'how long', 'swap', 'fold?', 'zzz']) {
      for (const context of [undefined, cooking()]) {
        expect(chefLeoSpeakResponseSchema.safeParse({ message: ask(input, context) }).success).toBe(
          true,
        );
      }
    }
  });
});
