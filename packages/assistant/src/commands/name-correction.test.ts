import { describe, expect, it } from 'vitest';
import { parseCommand } from './intent';
import type { CommandLanguage, CookingIntent } from './intent-types';

describe('self-corrected names', () => {
  it.each<[CommandLanguage, string, CookingIntent]>([
    [
      'en',
      "I'm out of butter, no sorry, margarine, what can I use?",
      { kind: 'substitute', ingredient: 'margarine' },
    ],
    [
      'en',
      'substitute the parsley no the coriander',
      { kind: 'substitute', ingredient: 'coriander' },
    ],
    [
      'es',
      'se me acabó el ajo no perdón la cebolla qué uso en su lugar',
      { kind: 'substitute', ingredient: 'cebolla' },
    ],
    [
      'fr',
      "j'ai plus de beurre non pardon de crème qu'est-ce que je mets",
      { kind: 'substitute', ingredient: 'crème' },
    ],
    ['it', 'cosa vuol dire sbollentare anzi sfumare', { kind: 'explain', term: 'sfumare' }],
    ['de', 'was heißt unterheben ich meine unterrühren', { kind: 'explain', term: 'unterrühren' }],
  ])('%s: "%s" asks about the name said last', (language, said, intent) => {
    expect(parseCommand(said, language).intent).toEqual(intent);
  });

  it('leaves a corrected command alone', () => {
    expect(parseCommand("what's a roux no wait what's next", 'en').intent).toEqual({
      kind: 'nextStep',
    });
  });
});

describe('names', () => {
  it('takes no bare number for an ingredient', () => {
    expect(parseCommand('oye que somos ocho en vez de seis', 'es').intent).toEqual({
      kind: 'adjustServing',
      servings: 8,
    });
    expect(parseCommand('can we do this for two instead of four', 'en').intent).toEqual({
      kind: 'adjustServing',
      servings: 2,
    });
  });
});

describe('run-on sentences', () => {
  it('may end with a short verb the language lists as a closer', () => {
    expect(parseCommand('ya lo he hecho sigue', 'es').intent).toEqual({ kind: 'resume' });
  });

  it('still ends no sentence of talk on a word said of the food', () => {
    expect(parseCommand('the rice is ready', 'en').intent).toEqual({ kind: 'unknown' });
  });
});

describe('fixed phrases', () => {
  it('prefer a phrase that says every word to one that skips asides', () => {
    expect(parseCommand("qu'est-ce que je dois faire exactement là", 'fr').intent).toEqual({
      kind: 'explain',
    });
    expect(parseCommand("qu'est-ce que je dois faire maintenant", 'fr').intent).toEqual({
      kind: 'nextStep',
    });
  });
});
