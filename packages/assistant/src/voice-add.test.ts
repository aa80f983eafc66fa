import fc from 'fast-check';
import { PANTRY_CATEGORIES } from '@mise/domain/options';
import { describe, expect, it } from 'vitest';
import { isAmountWord } from './voice-amount';
import { parseVoiceAdd } from './voice-add';

describe('parseVoiceAdd: the spec (§5)', () => {
  it('reads "add … to <place>" as the name and the category', () => {
    expect(parseVoiceAdd('add milk to fridge')).toEqual({ name: 'milk', category: 'fridge' });
    expect(parseVoiceAdd('add ice cream to freezer')).toEqual({
      name: 'ice cream',
      category: 'freezer',
    });
    expect(parseVoiceAdd('add rice to pantry')).toEqual({ name: 'rice', category: 'pantry' });
  });

  it('uses any other phrase as the name', () => {
    expect(parseVoiceAdd('milk')).toEqual({ name: 'milk' });
    expect(parseVoiceAdd('Greek yogurt with honey')).toEqual({ name: 'Greek yogurt with honey' });
    // No "add": the spec makes the whole phrase the name, place and all.
    expect(parseVoiceAdd('milk to the fridge')).toEqual({ name: 'milk to the fridge' });
    // A place the pantry does not have is part of the name.
    expect(parseVoiceAdd('add milk to the fridge door')).toEqual({
      name: 'milk to the fridge door',
    });
  });

  it('gives an empty name for an empty or blank transcript', () => {
    expect(parseVoiceAdd('')).toEqual({ name: '' });
    expect(parseVoiceAdd('   \n ')).toEqual({ name: '' });
  });
});

describe('parseVoiceAdd: the examples of the issue', () => {
  it.each([
    ['add 3 cans of tomatoes to the pantry', { quantity: 3, unit: 'can', name: 'tomatoes' }],
    ['add two cartons of eggs to the fridge', { quantity: 2, unit: 'carton', name: 'eggs' }],
    ['add a bag of frozen peas to the freezer', { quantity: 1, unit: 'bag', name: 'frozen peas' }],
    ['add milk to the fridge', { name: 'milk' }],
    // A dozen is twelve pieces: the form counts eggs, not dozens.
    ['add a dozen eggs to the fridge', { quantity: 12, unit: 'piece', name: 'eggs' }],
    // Weights keep their unit, so the whole number is the number of grams.
    ['add 500 grams of flour to the pantry', { quantity: 500, unit: 'g', name: 'flour' }],
  ])('%s', (transcript, expected) => {
    expect(parseVoiceAdd(transcript)).toEqual({
      ...expected,
      category: transcript.split(' ').at(-1),
    });
  });
});

describe('parseVoiceAdd: speech-recognition text', () => {
  it.each([
    'Add milk to the fridge.',
    'ADD MILK TO THE FRIDGE',
    '  add   milk  to the   fridge  ',
    'add milk, to the fridge!',
    'please add milk to the fridge',
    'Can you add milk to the fridge?',
    'could you please add milk to my fridge, thanks',
    'add milk to the fridge please',
    'add milk to the fridge, thank you.',
    'add milk into the fridge',
    'add milk in the fridge',
    'add milk to our fridge',
    'add milk to the refrigerator',
    'um so I need to add milk to the fridge',
    'add the milk to the fridge',
  ])('%s', (transcript) => {
    expect(parseVoiceAdd(transcript)).toEqual({
      name: transcript.includes('MILK') ? 'MILK' : 'milk',
      category: 'fridge',
    });
  });

  it('keeps the name as it was recognised', () => {
    expect(parseVoiceAdd("Add Ben & Jerry's to the Freezer.")).toEqual({
      name: "Ben & Jerry's",
      category: 'freezer',
    });
    expect(parseVoiceAdd('add tomatoes (chopped) to the pantry')).toEqual({
      name: 'tomatoes (chopped)',
      category: 'pantry',
    });
  });

  it('does not mistake words that merely contain "add" for the command', () => {
    expect(parseVoiceAdd('address labels')).toEqual({ name: 'address labels' });
    expect(parseVoiceAdd('paddle to the pantry')).toEqual({ name: 'paddle to the pantry' });
  });

  it('leaves an empty name when nothing is said between "add" and the place', () => {
    expect(parseVoiceAdd('add to the fridge')).toEqual({ name: '', category: 'fridge' });
  });
});

describe('parseVoiceAdd: "add" without a place', () => {
  it('drops the command word, which nobody wants in an item name', () => {
    expect(parseVoiceAdd('add milk')).toEqual({ name: 'milk' });
    expect(parseVoiceAdd('Please add milk.')).toEqual({ name: 'milk' });
    expect(parseVoiceAdd('add')).toEqual({ name: '' });
  });

  it('still reads the amount; the form keeps its default category', () => {
    expect(parseVoiceAdd('add two cartons of eggs')).toEqual({
      name: 'eggs',
      quantity: 2,
      unit: 'carton',
    });
  });

  it('keeps phrases where "add" is not the command as they are', () => {
    expect(parseVoiceAdd('what should I add')).toEqual({ name: 'what should I add' });
  });
});

describe('parseVoiceAdd: properties', () => {
  const letters = fc.stringMatching(/^[a-z]{1,10}$/);
  const name = fc
    .array(letters, { minLength: 1, maxLength: 4 })
    .filter(([first]) => first !== undefined && !isAmountWord(first))
    .map((words) => words.join(' '));
  const category = fc.constantFrom(...PANTRY_CATEGORIES);

  it('reads back any name and category from "add <name> to the <category>"', () => {
    fc.assert(
      fc.property(name, category, (item, place) => {
        expect(parseVoiceAdd(`add ${item} to the ${place}`)).toEqual({
          name: item,
          category: place,
        });
      }),
    );
  });

  it('reads back any quantity in digits with its unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), name, category, (count, item, place) => {
        expect(parseVoiceAdd(`add ${count} jars of ${item} into my ${place}`)).toEqual({
          name: item,
          quantity: count,
          unit: 'jar',
          category: place,
        });
      }),
    );
  });

  it('reads the same item however the command is phrased', () => {
    const phrasing = fc.record({
      before: fc.constantFrom('', 'please ', 'can you ', 'Could you please '),
      add: fc.constantFrom('add', 'Add', 'ADD'),
      preposition: fc.constantFrom('to', 'into', 'in'),
      determiner: fc.constantFrom('', 'the ', 'my ', 'our '),
      after: fc.constantFrom('', '.', '!', ' please', ', thank you.', ', thanks'),
    });
    fc.assert(
      fc.property(name, category, phrasing, (item, place, say) => {
        const transcript = `${say.before}${say.add} ${item} ${say.preposition} ${say.determiner}${place}${say.after}`;
        expect(parseVoiceAdd(transcript)).toEqual({ name: item, category: place });
      }),
    );
  });

  it('never throws and always gives a form the pantry accepts', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (transcript) => {
        const parsed = parseVoiceAdd(transcript);
        expect(typeof parsed.name).toBe('string');
        if (parsed.quantity !== undefined) {
          expect(Number.isSafeInteger(parsed.quantity) && parsed.quantity >= 1).toBe(true);
        }
        if (parsed.category !== undefined) expect(PANTRY_CATEGORIES).toContain(parsed.category);
      }),
    );
  });
});
