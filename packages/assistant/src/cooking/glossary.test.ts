import { describe, expect, it } from 'vitest';
import { findTechniques, GLOSSARY, lookupTechnique } from './glossary';

const ids = (text: string) => findTechniques(text).map((entry) => entry.id);

describe('the technique glossary', () => {
  it('covers the techniques a home cook meets, each fully explained', () => {
    const required = [
      'fold',
      'saute',
      'deglaze',
      'simmer',
      'boil',
      'blanch',
      'braise',
      'sear',
      'whisk',
      'knead',
      'proof',
      'reduce',
      'caramelise',
      'julienne',
      'dice',
      'mince',
      'emulsify',
      'temper',
      'zest',
      'baste',
      'poach',
      'roast',
      'rest',
      'season-to-taste',
      'al-dente',
      'cream',
      'rub-in',
      'bloom',
    ];
    const known = GLOSSARY.map((entry) => entry.id);
    expect(known).toEqual(expect.arrayContaining(required));
    expect(new Set(known).size).toBe(known.length);
    for (const entry of GLOSSARY) {
      for (const text of [entry.meaning, entry.watchFor, entry.tip, entry.pro]) {
        expect(text.trim().length, entry.id).toBeGreaterThan(10);
      }
    }
  });

  it('finds inflected and accented forms in step text', () => {
    expect(ids('Add the sautéed onions')).toEqual(['saute']);
    expect(ids('Keep sauteing until soft')).toEqual(['saute']);
    expect(ids('Leave it simmering gently')).toEqual(['simmer']);
    expect(ids('Once the whites are folded in')).toEqual(['fold']);
    expect(ids('The onions should be caramelized')).toEqual(['caramelise']);
    expect(ids('Kneading takes ten minutes')).toEqual(['knead']);
    expect(ids('Stir-fried greens')).toEqual(['stir-fry']);
    expect(ids('Cook the pasta al dente')).toEqual(['al-dente']);
    expect(ids('Season to taste')).toEqual(['season-to-taste']);
  });

  it('lists techniques in the order the step uses them, each once', () => {
    expect(ids('Dice the onion, sauté it, then deglaze with wine and sauté again.')).toEqual([
      'dice',
      'saute',
      'deglaze',
    ]);
  });

  it('is not fooled by words that only look like techniques', () => {
    expect(ids('Reduce the heat to low.')).toEqual([]);
    expect(ids('Add the rest of the stock.')).toEqual([]);
    expect(ids('Stir in the brown sugar.')).toEqual([]);
    expect(ids('Pour in the heavy cream.')).toEqual([]);
    expect(ids('Bring the eggs to room temperature.')).toEqual([]);
    expect(ids('Sear the pork chops.')).toEqual(['sear']);
    expect(ids('Cream the butter and sugar.')).toEqual(['cream']);
    expect(ids('Rub the cold butter into the flour.')).toEqual(['rub-in']);
    expect(ids('Cover and let the dough rise until doubled.')).toEqual(['proof']);
  });

  it('looks up a technique the cook names, in any form or question', () => {
    for (const entry of GLOSSARY) {
      for (const form of entry.forms) expect(lookupTechnique(form), form).toBe(entry);
    }
    expect(lookupTechnique('What does fold mean?')?.id).toBe('fold');
    expect(lookupTechnique('how do I deglaze')?.id).toBe('deglaze');
    expect(lookupTechnique('Sautéing')?.id).toBe('saute');
    expect(lookupTechnique('stir-fry')?.id).toBe('stir-fry');
    expect(lookupTechnique('unobtainium')).toBeUndefined();
  });
});
