import { describe, expect, it } from 'vitest';
import { FOREIGN_NAME_LANGUAGES } from '../ingredient-names/foreign-name';
import { SUBSTITUTIONS } from '../substitutions';
import { SWAP_TEXTS, swapTextOf } from './swap-texts';
import { swapKey } from './swap-text';

describe('the swap reference in Spanish, French, Italian and German', () => {
  it('has every one of the 22 swaps in every language, and nothing else', () => {
    const keys = SUBSTITUTIONS.map(swapKey).sort();
    for (const language of FOREIGN_NAME_LANGUAGES) {
      expect(Object.keys(SWAP_TEXTS[language]).sort(), language).toEqual(keys);
      for (const swap of SUBSTITUTIONS) {
        const text = swapTextOf(swap, language);
        expect(text?.substitute.trim(), `${language} ${swapKey(swap)}`).toBeTruthy();
        expect(text?.notes).not.toBe(swap.notes);
        expect(text?.notes.split(/(?<=\.)\s/).length).toBeGreaterThan(0);
      }
    }
  });

  it('keeps the numbers of each ratio', () => {
    const numbers = (text: string) => text.match(/\d+(?:\/\d+)?/g) ?? [];
    for (const language of FOREIGN_NAME_LANGUAGES) {
      for (const swap of SUBSTITUTIONS) {
        const translated = swapTextOf(swap, language)?.ratio ?? '';
        expect(numbers(translated).sort(), `${language} ${swapKey(swap)}`).toEqual(
          numbers(swap.ratio).sort(),
        );
      }
    }
  });

  it('gives French names after "utilisez" their article', () => {
    for (const swap of SUBSTITUTIONS) {
      expect(swapTextOf(swap, 'fr')?.asObject).toMatch(/^(?:du |de la |de l’|des |un |une )/);
    }
  });
});
