import { describe, expect, it } from 'vitest';
import { findKeyword, textAfterKeyword } from './keyword';

describe('findKeyword', () => {
  it('finds a keyword whatever its case and punctuation', () => {
    expect(findKeyword('Chef, next step.', ['chef'])).toBe('chef');
    expect(findKeyword('okay CHEF next', ['Chef'])).toBe('Chef');
    expect(findKeyword('Hey Mise! timer', ['hey mise'])).toBe('hey mise');
  });

  it('matches whole words only', () => {
    expect(findKeyword('the chefs are busy', ['chef'])).toBeUndefined();
    expect(findKeyword('mischief', ['chef'])).toBeUndefined();
    expect(findKeyword('hey there mise', ['hey mise'])).toBeUndefined();
  });

  it('lets accents go, as recognisers sometimes drop them', () => {
    expect(findKeyword('cafe, siguiente', ['café'])).toBe('café');
    expect(findKeyword('Café, siguiente', ['cafe'])).toBe('cafe');
  });

  it('takes the keyword said first, not the first in the list', () => {
    expect(findKeyword('chef, tell the kitchen', ['kitchen', 'chef'])).toBe('chef');
    expect(findKeyword('kitchen, tell the chef', ['chef', 'kitchen'])).toBe('kitchen');
  });

  it('prefers the longer of two keywords starting at the same word', () => {
    expect(findKeyword('hey chef next', ['hey', 'hey chef'])).toBe('hey chef');
    expect(findKeyword('hey you next', ['hey', 'hey chef'])).toBe('hey');
  });

  it('finds nothing without keywords or words', () => {
    expect(findKeyword('chef next', [])).toBeUndefined();
    expect(findKeyword('chef next', ['', '  ', '!'])).toBeUndefined();
    expect(findKeyword('', ['chef'])).toBeUndefined();
  });
});

describe('textAfterKeyword', () => {
  it('gives the command said after the wake word', () => {
    expect(textAfterKeyword('chef, next step', 'chef')).toBe('next step');
    expect(textAfterKeyword('Okay Chef: set a timer for 5 minutes.', 'chef')).toBe(
      'set a timer for 5 minutes',
    );
    expect(textAfterKeyword('hey mise ¿dónde estábamos?', 'Hey Mise')).toBe('dónde estábamos');
  });

  it('uses the first time the keyword is said', () => {
    expect(textAfterKeyword('chef, ask the chef', 'chef')).toBe('ask the chef');
  });

  it('is empty when the keyword was not said or nothing followed it', () => {
    expect(textAfterKeyword('next step', 'chef')).toBe('');
    expect(textAfterKeyword('next step, chef!', 'chef')).toBe('');
    expect(textAfterKeyword('the chefs say hi', 'chef')).toBe('');
  });
});
