/** English command replies. */
import { counted } from '@mise/domain/plural';
import { congratulation } from '../../cooking/encouragement';
import type { CommandReplies } from './reply-types';

export const EN: CommandReplies = {
  locale: 'en',
  step: ({ number, total, instruction }) => `Step ${number} of ${total}: ${instruction}`,
  readStep: (number, instruction) => `Step ${number}. ${instruction}`,
  whereWeAre: ({ number, total, recipeName, instruction }) =>
    `We’re on step ${number} of ${total} of ${recipeName}: ${instruction}`,
  paused: 'Take your time. Say “ready” when you want to carry on.',
  resumed: 'Let’s carry on.',
  listening: 'I’m here whenever you’re ready. Pick a recipe to start cooking.',
  notCooking: 'We’re not cooking anything yet. Pick a recipe and press Start Cooking.',
  next: 'Next step.',
  cheer: { warm: 'Nice work!', professional: 'Good.', energetic: 'Yes! Brilliant!' },
  finished: (recipeName, emotion) => congratulation(recipeName, emotion, 'en'),
  back: 'Going back.',
  firstStep: 'We’re already on the first step.',
  timerSet: (duration) => `Timer set for ${duration}.`,
  timerWillTell: 'I’ll let you know when it’s done.',
  stepTimer: (duration, stepNumber) => `Timer set for ${duration} for step ${stepNumber}.`,
  timerPaused: 'Timer paused.',
  timerResumed: 'Timer running again.',
  timerStopped: 'Timer stopped.',
  timerDone: ({ label }) => `Time's up! The ${label} timer is done.`,
  servings: (count) =>
    `Adjusting the recipe for ${counted(count, { one: 'serving', other: 'servings' })}.`,
  noSwap: 'I couldn’t find an ingredient to swap in this step. Try “substitute the butter”.',
  unknownTerm: (term) =>
    `I don’t know “${term}” yet. Ask me about a technique like folding, searing or simmering.`,
  help: 'I can help with: next step, repeat, where were we, timers (“set a timer for 10 minutes”), swaps (“what can I substitute?”), servings (“make it for 4”) and techniques (“what does fold mean?”).',
  units: {
    hour: { one: 'hour', other: 'hours' },
    minute: { one: 'minute', other: 'minutes' },
    second: { one: 'second', other: 'seconds' },
  },
};
