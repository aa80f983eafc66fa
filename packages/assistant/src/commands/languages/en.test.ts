import { describe, expect, it } from 'vitest';
import { parseCommand } from '../intent';
import type { CookingIntent } from '../intent-types';

const TABLE: readonly [said: string, intent: CookingIntent][] = [
  // Spec §5 and §2 Settings, word for word.
  ['next step', { kind: 'nextStep' }],
  ['next', { kind: 'nextStep' }],
  ['repeat', { kind: 'repeat' }],
  ['repeat step', { kind: 'repeat' }],
  ['swap ingredient', { kind: 'substitute' }],
  ['substitute', { kind: 'substitute' }],
  ['timer', { kind: 'startStepTimer' }],
  ['pause timer', { kind: 'pauseTimer' }],
  ['stop timer', { kind: 'stopTimer' }],
  ['Wait', { kind: 'pause' }],
  ['Pause', { kind: 'pause' }],
  ['Repeat that', { kind: 'repeat' }],
  ['Where were we?', { kind: 'whereWereWe' }],
  ['Ready', { kind: 'resume' }],
  ['Continue', { kind: 'resume' }],
  ['Set timer for 5 minutes', { kind: 'setTimer', minutes: 5 }],
  ['What can I substitute?', { kind: 'substitute' }],
  // Other ways to say them.
  ['okay next please', { kind: 'nextStep' }],
  ['Next step, please.', { kind: 'nextStep' }],
  ['hey chef, can you go to the next step', { kind: 'nextStep' }],
  ["what's next", { kind: 'nextStep' }],
  ['move on', { kind: 'nextStep' }],
  ['what now?', { kind: 'nextStep' }],
  ['go back', { kind: 'previousStep' }],
  ['previous step', { kind: 'previousStep' }],
  ['go back a step', { kind: 'previousStep' }],
  ['back', { kind: 'previousStep' }],
  ['say that again', { kind: 'repeat' }],
  ['repeat the last step', { kind: 'repeat' }],
  ['could you repeat that please', { kind: 'repeat' }],
  ['sorry?', { kind: 'repeat' }],
  ["I didn't catch that", { kind: 'repeat' }],
  ['hold on', { kind: 'pause' }],
  ['hang on a second', { kind: 'pause' }],
  ['just a minute', { kind: 'pause' }],
  ['one second', { kind: 'pause' }],
  ['stop', { kind: 'pause' }],
  ['go on', { kind: 'resume' }],
  ["I'm ready", { kind: 'resume' }],
  ['carry on', { kind: 'resume' }],
  ["okay, I'm done", { kind: 'resume' }],
  ['what step am I on', { kind: 'whereWereWe' }],
  ['which step are we on?', { kind: 'whereWereWe' }],
  ['where did we leave off', { kind: 'whereWereWe' }],
  ['start the timer', { kind: 'startStepTimer' }],
  ['set a timer', { kind: 'startStepTimer' }],
  ['pause the timer', { kind: 'pauseTimer' }],
  ['resume the timer', { kind: 'resumeTimer' }],
  ['continue the timer', { kind: 'resumeTimer' }],
  ['cancel the timer', { kind: 'stopTimer' }],
  ['turn the timer off', { kind: 'stopTimer' }],
  ['set a timer for twelve minutes', { kind: 'setTimer', minutes: 12 }],
  ['timer for an hour and a half', { kind: 'setTimer', minutes: 90 }],
  ['timer an hour and a half', { kind: 'setTimer', minutes: 90 }],
  ['set a timer for 1 hour 15 minutes', { kind: 'setTimer', minutes: 75 }],
  ['set a timer for one hour and fifteen minutes', { kind: 'setTimer', minutes: 75 }],
  ['set a timer for thirty seconds', { kind: 'setTimer', minutes: 0.5 }],
  ['two and a half minutes', { kind: 'setTimer', minutes: 2.5 }],
  ['set a 10 minute timer', { kind: 'setTimer', minutes: 10 }],
  ['half an hour', { kind: 'setTimer', minutes: 30 }],
  ['set a timer for a quarter of an hour', { kind: 'setTimer', minutes: 15 }],
  ['timer for three quarters of an hour', { kind: 'setTimer', minutes: 45 }],
  ['set a timer for a minute and a half', { kind: 'setTimer', minutes: 1.5 }],
  ['timer for an hour fifteen', { kind: 'setTimer', minutes: 75 }],
  ['set a timer for 1h30', { kind: 'setTimer', minutes: 90 }],
  ['set a timer for 1.5 hours', { kind: 'setTimer', minutes: 90 }],
  ['set a timer for 2 minutes 30 seconds', { kind: 'setTimer', minutes: 2.5 }],
  ['set a timer for 7', { kind: 'setTimer', minutes: 7 }],
  ['set a timer for a hundred and twenty minutes', { kind: 'setTimer', minutes: 120 }],
  ['remind me in 20 mins', { kind: 'setTimer', minutes: 20 }],
  ['swap out the butter', { kind: 'substitute', ingredient: 'butter' }],
  ['substitute the butter', { kind: 'substitute', ingredient: 'butter' }],
  ['Substitute the Butter, please', { kind: 'substitute', ingredient: 'butter' }],
  ['what can I use instead of eggs', { kind: 'substitute', ingredient: 'eggs' }],
  [
    "what's a good substitute for crème fraîche?",
    { kind: 'substitute', ingredient: 'crème fraîche' },
  ],
  ["I don't have any buttermilk", { kind: 'substitute', ingredient: 'buttermilk' }],
  ["we're out of soy sauce", { kind: 'substitute', ingredient: 'soy sauce' }],
  ['what can I replace the sugar with', { kind: 'substitute', ingredient: 'sugar' }],
  ['substitute this ingredient', { kind: 'substitute' }],
  ['make it for six', { kind: 'adjustServing', servings: 6 }],
  ['adjust to 2 servings', { kind: 'adjustServing', servings: 2 }],
  ['scale to 4 people', { kind: 'adjustServing', servings: 4 }],
  ['scale the recipe up to twelve', { kind: 'adjustServing', servings: 12 }],
  ["I'm cooking for three", { kind: 'adjustServing', servings: 3 }],
  ['8 servings', { kind: 'adjustServing', servings: 8 }],
  ['what does fold mean', { kind: 'explain', term: 'fold' }],
  ['how do I deglaze', { kind: 'explain', term: 'deglaze' }],
  ['how do I deglaze the pan?', { kind: 'explain', term: 'deglaze the pan' }],
  ['what is a roux', { kind: 'explain', term: 'roux' }],
  ["what's blanching", { kind: 'explain', term: 'blanching' }],
  ['explain julienne', { kind: 'explain', term: 'julienne' }],
  ['explain how to temper chocolate', { kind: 'explain', term: 'temper chocolate' }],
  ['explain this step', { kind: 'explain' }],
  ['explain', { kind: 'explain' }],
  ["I don't understand", { kind: 'explain' }],
  ['what does that mean', { kind: 'explain' }],
  ['how do I do that', { kind: 'explain' }],
];

describe('English commands', () => {
  it.each(TABLE)('"%s" with the English hint', (said, intent) => {
    expect(parseCommand(said, 'en')).toEqual({ intent, language: 'en' });
  });

  it.each(TABLE)('"%s" without a hint', (said, intent) => {
    expect(parseCommand(said).intent).toEqual(intent);
  });

  it('ends an ingredient where the request ends', () => {
    expect(parseCommand("I'm out of buttermilk, what can I use instead?", 'en').intent).toEqual({
      kind: 'substitute',
      ingredient: 'buttermilk',
    });
    expect(parseCommand('um i dont have any fresh basil what can i use', 'en').intent).toEqual({
      kind: 'substitute',
      ingredient: 'fresh basil',
    });
  });

  it.each([
    'the next step is boring',
    'what a lovely day',
    'add milk to the fridge',
    'make it for 0',
    'make it for two and a half',
    'set a timer for zero minutes',
    'set a timer for 25 hours',
  ])('"%s" is no command', (said) => {
    expect(parseCommand(said, 'en').intent).toEqual({ kind: 'unknown' });
  });

  // Kinds of phrasing cooks use that the first vocabulary missed (issue 25).
  it.each<[string, CookingIntent]>([
    [
      'can i use olive oil instead of butter for this',
      { kind: 'substitute', ingredient: 'butter' },
    ],
    [
      'the recipe says to temper the chocolate what does that mean',
      { kind: 'explain', term: 'temper the chocolate' },
    ],
    ['whats the next one', { kind: 'nextStep' }],
    ['bit slower please', { kind: 'repeat' }],
    ['remind me where we got to please', { kind: 'whereWereWe' }],
    ['can you kick off the timer for this bit', { kind: 'startStepTimer' }],
    ['can you say that one more time slowly', { kind: 'repeat' }],
    ['could you possibly tell me what the next step is', { kind: 'nextStep' }],
    ['would it be okay to use honey instead of sugar', { kind: 'substitute', ingredient: 'sugar' }],
    ['Stop the timer alarm!', { kind: 'stopTimer' }],
    ['turn the timer beeping off', { kind: 'stopTimer' }],
    [
      'do i have to use parmesan or is there something else',
      { kind: 'substitute', ingredient: 'parmesan' },
    ],
    ['Can you explain this step in more detail?', { kind: 'explain' }],
    ['Walk me through this step.', { kind: 'explain' }],
    ['break it down for me', { kind: 'explain' }],
    ['how do i know when the caramel is done', { kind: 'explain' }],
    ["we're making a buffet for seventy people", { kind: 'adjustServing', servings: 70 }],
    ['give me a minute to wash my hands', { kind: 'pause' }],
  ])('"%s" with the English hint', (said, intent) => {
    expect(parseCommand(said, 'en').intent).toEqual(intent);
  });
});
