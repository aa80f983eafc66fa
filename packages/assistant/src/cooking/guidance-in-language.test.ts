import { describe, expect, it } from 'vitest';
import { COMMAND_LANGUAGES } from '../commands/intent-types';
import { foldText } from './glossary-entry';
import { GLOSSARY, lookupTechnique } from './glossary';
import { GLOSSARY_TEXTS } from './glossary-text/glossary-texts';
import { explainTechnique, guidanceFor } from './guidance';

const ENGLISH_FRAMES = /What to watch for|Tip:|Watch for this|This takes about|set a timer|Raw /;

describe('guidance in the cook’s language', () => {
  it('explains a step’s technique, time and safety in Spanish, with no English frame left', () => {
    const guidance = guidanceFor('Sauté the onion for 5 minutes in hot oil.', 'beginner', {
      language: 'es',
    });
    expect(guidance).toMatch(/^Saltear: Cocinar rápido con poca grasa/);
    expect(guidance).toContain('En qué fijarte:');
    expect(guidance).toContain('Truco:');
    expect(guidance).toContain('Esto lleva unos 5 minutos: pon un temporizador');
    expect(guidance).toContain('El aceite caliente salpica');
    expect(guidance).not.toMatch(ENGLISH_FRAMES);
  });

  it('names raw meat in the language when warning about it', () => {
    const guidance = guidanceFor('Sear the chicken breasts for 4 minutes a side.', 'beginner', {
      language: 'de',
    });
    expect(guidance).toMatch(/^Scharf anbraten: /);
    expect(guidance).toContain('Rohes Fleisch oder roher Fisch (Hähnchenbrust)');
    expect(guidance).toContain('74 °C (165 °F)');
  });

  it('reads a step written in the cook’s language, its times included', () => {
    expect(guidanceFor('Sofríe la cebolla 5 minutos.', 'intermediate', { language: 'es' })).toMatch(
      /^Saltear: Un chisporroteo constante.* Unos 5 minutos; mira a los 4 minutos\.$/,
    );
    expect(guidanceFor('Faire mijoter 20 minutes.', 'advanced', { language: 'fr' })).toBe(
      'Gardez un léger frémissement ; une forte ébullition trouble le bouillon et durcit la viande. Vérifiez au bout de 16 minutes.',
    );
  });

  it('looks up a technique the cook names in their language', () => {
    expect(lookupTechnique('sofreír', 'es')?.id).toBe('saute');
    expect(lookupTechnique('faire revenir', 'fr')?.id).toBe('saute');
    expect(lookupTechnique('sfumare', 'it')?.id).toBe('deglaze');
    expect(lookupTechnique('Einkochen', 'de')?.id).toBe('reduce');
    expect(lookupTechnique('was heißt unterheben', 'de')?.id).toBe('fold');
    const fold = lookupTechnique('fold');
    expect(fold && explainTechnique(fold, 'intermediate', 'it')).toMatch(
      /^Incorporare dal basso verso l’alto: Unire un composto leggero/,
    );
  });

  it('keeps English answers as they were', () => {
    expect(guidanceFor('Simmer for 10 minutes.', 'intermediate')).toMatch(
      /^Simmer: Small, lazy bubbles.* About 10 minutes; check at 8 minutes\.$/,
    );
  });
});

describe('the glossary in every command language', () => {
  it('has every technique, each field translated, its forms folded', () => {
    for (const language of COMMAND_LANGUAGES) {
      if (language === 'en') continue;
      const texts = GLOSSARY_TEXTS[language];
      expect(Object.keys(texts).sort(), language).toEqual(GLOSSARY.map((entry) => entry.id).sort());
      for (const entry of GLOSSARY) {
        const text = texts[entry.id];
        for (const field of ['meaning', 'watchFor', 'tip', 'pro'] as const) {
          expect(text?.[field], `${language} ${entry.id} ${field}`).not.toBe(entry[field]);
          expect(text?.[field].trim()).not.toBe('');
        }
        for (const form of text?.forms ?? []) {
          expect(foldText(form), `${language} ${entry.id} "${form}"`).toBe(form);
        }
        // The language's own name of the technique finds it.
        expect(lookupTechnique(text?.name ?? '', language)?.id, `${language} ${entry.id}`).toBe(
          entry.id,
        );
      }
    }
  });
});
