import { describe, expect, it } from 'vitest';
import { findIngredient } from '../ingredients';
import { SUBSTITUTIONS } from '../substitutions';
import {
  FOREIGN_NAMES,
  FOREIGN_NAME_LANGUAGES,
  foreignNameKey,
  foreignNameOf,
  readForeignName,
} from './foreign-names';

const english = (phrase: string, language?: Parameters<typeof readForeignName>[1]) =>
  readForeignName(phrase, language)?.english;

describe('the ingredient names of Spanish, French, Italian and German', () => {
  it('know the words the issue found unknown', () => {
    expect(english('mantequilla', 'es')).toBe('butter');
    expect(english('farine', 'fr')).toBe('flour');
    expect(english('burro', 'it')).toBe('butter');
    expect(english('Mehl', 'de')).toBe('flour');
  });

  it('read singular and plural, with or without accents, capitals or an article', () => {
    expect(readForeignName('huevos', 'es')).toMatchObject({ english: 'egg', plural: true });
    expect(readForeignName('huevo', 'es')).toMatchObject({ english: 'egg', plural: false });
    expect(english('azucar', 'es')).toBe('sugar');
    expect(english('AZÚCAR', 'es')).toBe('sugar');
    expect(english('la mantequilla', 'es')).toBe('butter');
    expect(english('l’huile d’olive', 'fr')).toBe('olive oil');
    expect(english('oeufs', 'fr')).toBe('egg');
    expect(english('des œufs', 'fr')).toBe('egg');
    expect(english('le uova', 'it')).toBe('egg');
    expect(english('Käse', 'de')).toBe('cheese');
    expect(english('kaese', 'de')).toBe('cheese');
    expect(english('die Eier', 'de')).toBe('egg');
    expect(english('Eiweiss', 'de')).toBe('egg white');
    expect(english('albahaca fresca', 'es')).toBe('basil');
    expect(english('frischer Spinat', 'de')).toBe('spinach');
  });

  it('tell a language’s words from another’s when the language is known', () => {
    expect(english('Paprika', 'de')).toBe('bell pepper');
    expect(english('paprika', 'fr')).toBe('paprika');
    expect(english('burro')).toBe('butter');
    expect(english('unobtainium')).toBeUndefined();
  });

  it('name an ingredient the way a cook of each language does', () => {
    expect(foreignNameOf('butter', 'es')).toBe('mantequilla');
    expect(foreignNameOf('egg', 'es', true)).toBe('huevos');
    expect(foreignNameOf('egg', 'fr', true)).toBe('œufs');
    expect(foreignNameOf('egg', 'it', true)).toBe('uova');
    expect(foreignNameOf('egg', 'de', true)).toBe('Eier');
    expect(foreignNameOf('butter', 'es', true)).toBe('mantequilla');
    expect(foreignNameOf('saffron', 'de')).toBe('Safran');
  });

  it('cover every ingredient the swap reference names, in every language', () => {
    const originals = SUBSTITUTIONS.map((swap) => findIngredient(swap.original)?.name);
    // The substitutes by what they are made of: a "flax egg" is flaxseed and water.
    const madeOf = [
      'coconut oil',
      'olive oil',
      'almond milk',
      'oat milk',
      'flaxseed',
      'chia seed',
      'applesauce',
      'banana',
      'almond flour',
      'coconut flour',
      'oat flour',
      'honey',
      'maple syrup',
      'coconut sugar',
      'tofu',
      'lentil',
      'coconut cream',
      'cashew',
      'lemon juice',
      'zucchini',
      'cauliflower',
    ];
    for (const language of FOREIGN_NAME_LANGUAGES) {
      const missing = [...originals, ...madeOf].filter(
        (name) => name === undefined || foreignNameOf(name, language) === undefined,
      );
      expect(missing, language).toEqual([]);
    }
  });

  it('give every row a name of the dictionary, and no word two meanings in one language', () => {
    for (const language of FOREIGN_NAME_LANGUAGES) {
      const meaning = new Map<string, string>();
      for (const row of FOREIGN_NAMES[language]) {
        const entry = findIngredient(row.en);
        expect(entry, `${language} ${row.en}`).toBeDefined();
        for (const form of [row.one, row.many, ...(row.also ?? [])]) {
          if (form === undefined) continue;
          const key = foreignNameKey(form);
          const earlier = meaning.get(key);
          if (earlier !== undefined) expect(earlier, `${language} "${form}"`).toBe(entry?.name);
          meaning.set(key, entry?.name ?? row.en);
        }
      }
    }
  });

  it('hold at least 150 ingredients in each language', () => {
    for (const language of FOREIGN_NAME_LANGUAGES) {
      const ingredients = new Set(FOREIGN_NAMES[language].map((row) => row.en));
      expect(ingredients.size, language).toBeGreaterThanOrEqual(150);
    }
  });
});
