import { describe, expect, it } from 'vitest';
import { substitutionAnswer, substitutionsFor } from './substitutions-for-step';

describe('a swap in the cook’s language', () => {
  it('answers a Spanish cook asking instead of butter in Spanish', () => {
    const answer = substitutionAnswer('', { ingredient: 'mantequilla', language: 'es' });
    expect(answer).toMatch(/^En vez de mantequilla, usa (?:aceite de oliva|aceite de coco): /);
    expect(answer).toContain('También puedes usar');
    expect(answer).not.toMatch(/\b(?:Instead|use|butter|cup)\b/);
  });

  it('knows "farine", "burro" and "Mehl", and answers in French, Italian and German', () => {
    expect(substitutionsFor('farine', 'fr').map((swap) => swap.original)).toContain('Flour');
    expect(substitutionsFor('burro', 'it').map((swap) => swap.original)).toContain('Butter');
    expect(substitutionsFor('Mehl', 'de').map((swap) => swap.original)).toContain('Flour');
    expect(substitutionAnswer('', { ingredient: 'farine', language: 'fr' })).toMatch(
      /^Au lieu de farine, utilisez de la (?:farine d’avoine|poudre d’amande|farine de coco) : /,
    );
    expect(substitutionAnswer('', { ingredient: 'burro', language: 'it' })).toMatch(
      /^Invece di burro, usa olio (?:d’oliva|di cocco): /,
    );
    expect(substitutionAnswer('', { ingredient: 'mehl', language: 'de' })).toMatch(
      /^Statt Mehl nimm (?:Hafermehl|Mandelmehl|Kokosmehl): /,
    );
  });

  it('names the step’s English ingredients in the cook’s words, plural and all', () => {
    const answer = substitutionAnswer('Whisk the eggs with the sugar.', { language: 'es' });
    expect(answer).toMatch(/^En vez de huevos, usa /);
    expect(answer).toContain('En vez de azúcar, usa ');
    expect(substitutionAnswer('Whisk the eggs.', { language: 'de', brief: true })).toMatch(
      /^Statt Eiern nimm /,
    );
  });

  it('reads a step written in the cook’s language', () => {
    expect(substitutionAnswer('Monta las claras a punto de nieve.', { language: 'es' })).toMatch(
      /^Para montar claras, usa aquafaba, el líquido de un bote de garbanzos: 3 cucharadas por clara\./,
    );
    expect(substitutionAnswer('Faire fondre le beurre.', { language: 'fr' })).toMatch(
      /^Pour du beurre fondu, utilisez de l’huile d’olive : 3\/4 de tasse par tasse\./,
    );
  });

  it('counts a pantry item written in the cook’s language as held', () => {
    expect(
      substitutionAnswer('Spread the butter.', {
        language: 'es',
        pantryItems: ['Aceite de coco'],
        brief: true,
      }),
    ).toBe('En vez de mantequilla, usa aceite de coco, que tienes: 1 a 1.');
  });

  it('says in the language what it has no swap for, and what it covers', () => {
    const unknown = substitutionAnswer('', { ingredient: 'azafrán', language: 'es' });
    expect(unknown).toMatch(
      /^No tengo un sustituto probado para «azafrán»\. Tengo sustitutos para /,
    );
    expect(unknown).toContain('mantequilla');
    expect(substitutionAnswer('Slice the tomatoes.', { language: 'it' })).toMatch(
      /^In questo passo niente richiede un sostituto/,
    );
  });

  it('explains the technique in the language: aquafaba for whites in every language', () => {
    const step = 'Beat the egg whites to stiff peaks.';
    expect(substitutionAnswer(step, { language: 'fr' })).toMatch(
      /^Pour monter des blancs en neige, utilisez de l’aquafaba/,
    );
    expect(substitutionAnswer(step, { language: 'it' })).toMatch(
      /^Per montare gli albumi, usa aquafaba/,
    );
    expect(substitutionAnswer(step, { language: 'de' })).toMatch(
      /^Zum Steifschlagen von Eiweiß nimm Aquafaba/,
    );
  });
});
