/** Guidance in English. */
import { minutesPhrase } from '../step-timing';
import type { GuidancePhrases } from './guidance-phrase-types';

export const EN_GUIDANCE: GuidancePhrases = {
  explain: ({ name, meaning, watchFor, tip, pro }, skillLevel) => {
    switch (skillLevel) {
      case 'beginner':
        return `${name}: ${meaning} What to watch for: ${watchFor} Tip: ${tip}`;
      case 'intermediate':
        return `${name}: ${meaning} Watch for this: ${watchFor}`;
      case 'advanced':
        return `${name}: ${meaning} ${pro}`;
    }
  },
  watch: ({ name, watchFor }) => `${name}: ${watchFor}`,
  noTechnique: {
    beginner:
      'Read the step through once and set out everything it needs before you start. There’s no rush.',
    intermediate: 'Straightforward step: keep the heat steady and taste as you go.',
    advanced: 'You’ve got this one.',
  },
  timing: (length, at, skillLevel) => {
    if (skillLevel === 'beginner') {
      return `This takes about ${length}: set a timer${at ? `, and start checking at ${at}` : ''}.`;
    }
    if (skillLevel === 'intermediate') return `About ${length}${at ? `; check at ${at}` : ''}.`;
    return at ? `Check at ${at}.` : undefined;
  },
  internalTemperature: (temperature, skillLevel) =>
    skillLevel === 'beginner'
      ? `Check for ${temperature} with a thermometer in the thickest part rather than guessing.`
      : `Pull it at ${temperature}.`,
  preheat: (temperature, oven) =>
    oven
      ? `Give the oven about 15 minutes to reach ${temperature} before the food goes in.`
      : `Let it reach ${temperature} before the food goes in.`,
  minutes: minutesPhrase,
  safety: {
    hotFat:
      'Hot oil spits: lay food in away from you, keep a lid nearby, and never put water on an oil fire.',
    boiling: 'Lift lids away from you so the steam doesn’t reach your face or hands.',
    knife:
      'Curl the fingertips of the hand holding the food under, and keep the knife tip on the board.',
    oven: 'Use dry oven gloves: a damp cloth lets the heat straight through.',
    sugar: 'Hot sugar sticks and burns badly: don’t touch or taste it until it has cooled.',
    rawMeat: (name, kind) => {
      const hygiene = `Raw ${name}: wash your hands, board and knife after touching it`;
      switch (kind) {
        case 'poultry':
          return `${hygiene}, and cook it to 74 °C (165 °F) in the thickest part.`;
        case 'seafood':
          return `${hygiene}. It is done when it turns opaque and flakes, at 63 °C (145 °F).`;
        case 'ground':
          return `${hygiene}, and cook it until no pink remains, 71 °C (160 °F).`;
        case 'other':
          return `${hygiene}.`;
      }
    },
  },
};
