import { substitutionRequestText } from '@mise/domain/cooking';
import { SKILL_LEVELS } from '@mise/domain/options';
import { describe, expect, it } from 'vitest';
import { lookupTechnique } from './glossary';
import { explainTechnique, guidanceFor } from './guidance';
import { substitutionAnswer } from './substitutions-for-step';

const technique = (id: string) => {
  const entry = lookupTechnique(id);
  if (!entry) throw new Error(`no ${id}`);
  return entry;
};

describe('guidance for a step by skill level', () => {
  const step = 'Sauté the onions in olive oil for 5 minutes.';
  const saute = technique('saute');

  it('gives each level different guidance for the same step', () => {
    const answers = SKILL_LEVELS.map((level) => guidanceFor(step, level));
    expect(new Set(answers).size).toBe(3);
    const [beginner = '', intermediate = '', advanced = ''] = answers;
    expect(beginner.length).toBeGreaterThan(intermediate.length);
    expect(intermediate.length).toBeGreaterThan(advanced.length);
  });

  it('explains the technique to a beginner: meaning, what to watch for, a tip', () => {
    const answer = guidanceFor(step, 'beginner');
    expect(answer).toContain(saute.meaning);
    expect(answer).toContain(saute.watchFor);
    expect(answer).toContain(saute.tip);
  });

  it('tells an intermediate cook only what to watch for, and a terse note to an advanced one', () => {
    const intermediate = guidanceFor(step, 'intermediate');
    expect(intermediate).toContain(saute.watchFor);
    expect(intermediate).not.toContain(saute.tip);
    const advanced = guidanceFor(step, 'advanced');
    expect(advanced).toContain(saute.pro);
    expect(advanced).not.toContain(saute.meaning);
  });

  it('warns a beginner about hot oil and raw meat, but not an advanced cook', () => {
    const sear = 'Sear the chicken breasts in hot oil for 5 to 7 minutes.';
    const beginner = guidanceFor(sear, 'beginner');
    expect(beginner).toMatch(/hot oil spits/i);
    expect(beginner).toContain('74 °C (165 °F)');
    expect(guidanceFor(sear, 'advanced')).not.toMatch(/spits|74 °C/);
    expect(guidanceFor('Serve the chicken with rice.', 'beginner')).not.toMatch(/raw chicken/i);
  });

  it('uses the times and temperatures the step gives', () => {
    const simmer = technique('simmer');
    const intermediate = guidanceFor('Simmer 10 minutes.', 'intermediate');
    expect(intermediate).toContain(simmer.watchFor);
    expect(intermediate).toContain('About 10 minutes; check at 8 minutes.');
    expect(guidanceFor('Simmer 10 minutes.', 'beginner')).toContain('set a timer');
    expect(guidanceFor('Simmer for 5 to 7 minutes.', 'advanced')).toContain('Check at 5 minutes.');
    expect(guidanceFor('Bake until the loaf reads 88 °C (190 °F).', 'beginner')).toContain(
      'Check for 88 °C (190 °F) with a thermometer',
    );
  });

  it('still helps with a step that names no technique', () => {
    const step = 'Add the rest of the stock.';
    expect(guidanceFor(step, 'advanced')).toBe('You’ve got this one.');
    expect(guidanceFor(step, 'beginner')).toMatch(/read the step/i);
    expect(guidanceFor(step, 'intermediate')).not.toBe(guidanceFor(step, 'beginner'));
  });

  it('answers the Swap question with a substitution, whatever the level', () => {
    const step = 'Melt the butter in a pan.';
    for (const level of SKILL_LEVELS) {
      const answer = guidanceFor(substitutionRequestText(step), level);
      expect(answer).toBe(substitutionAnswer(step));
      expect(answer).toMatch(/^For melted butter, use (coconut|olive) oil/);
    }
  });
});

describe('explaining a technique', () => {
  it('says more to a beginner than to an advanced cook', () => {
    const fold = technique('fold');
    expect(explainTechnique(fold, 'beginner')).toContain(fold.tip);
    expect(explainTechnique(fold, 'intermediate')).toContain(fold.watchFor);
    expect(explainTechnique(fold, 'advanced')).toContain(fold.pro);
    expect(explainTechnique(fold, 'advanced')).not.toContain(fold.tip);
  });
});
