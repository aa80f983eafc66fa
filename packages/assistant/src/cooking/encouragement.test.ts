import { MOTIVATION_MESSAGE_COUNT, MOTIVATION_ROTATION_MS } from '@mise/domain/constants';
import { VOICE_EMOTIONS } from '@mise/domain/options';
import { describe, expect, it } from 'vitest';
import { COMMAND_LANGUAGES } from '../commands/intent-types';
import {
  congratulation,
  ENCOURAGEMENTS,
  ENCOURAGEMENTS_BY_EMOTION,
  LINES,
  MOTIVATIONAL_LINES,
  motivationAt,
  pickEncouragement,
} from './encouragement';

describe('encouragement on Next', () => {
  it('has at least eight different lines for every voice', () => {
    expect(new Set(ENCOURAGEMENTS).size).toBeGreaterThanOrEqual(8);
    for (const emotion of VOICE_EMOTIONS) {
      expect(new Set(ENCOURAGEMENTS_BY_EMOTION[emotion]).size).toBeGreaterThanOrEqual(8);
    }
    expect(ENCOURAGEMENTS_BY_EMOTION.professional).not.toEqual(ENCOURAGEMENTS_BY_EMOTION.energetic);
  });

  it('picks by the random number, reaching every line', () => {
    const lines = ENCOURAGEMENTS_BY_EMOTION.energetic;
    const picked = lines.map((_, index) =>
      pickEncouragement(() => (index + 0.5) / lines.length, 'energetic'),
    );
    expect(picked).toEqual(lines);
    expect(pickEncouragement(() => 0)).toBe(ENCOURAGEMENTS[0]);
    expect(pickEncouragement(() => 1)).toBe(ENCOURAGEMENTS[ENCOURAGEMENTS.length - 1]);
  });
});

describe('congratulation after the last step', () => {
  it('names the dish, in each voice’s own way', () => {
    const lines = VOICE_EMOTIONS.map((emotion) => congratulation('Smash Burgers', emotion));
    for (const line of lines) expect(line).toContain('Smash Burgers');
    expect(new Set(lines).size).toBe(VOICE_EMOTIONS.length);
    expect(congratulation('  ')).toContain('Your dish');
  });
});

describe('the motivational message', () => {
  it('has exactly the spec’s number of distinct lines', () => {
    expect(MOTIVATIONAL_LINES).toHaveLength(MOTIVATION_MESSAGE_COUNT);
    expect(new Set(MOTIVATIONAL_LINES).size).toBe(MOTIVATION_MESSAGE_COUNT);
  });

  it('moves on every 15 seconds and starts over after the last', () => {
    expect(motivationAt(0)).toBe(MOTIVATIONAL_LINES[0]);
    expect(motivationAt(MOTIVATION_ROTATION_MS - 1)).toBe(MOTIVATIONAL_LINES[0]);
    expect(motivationAt(MOTIVATION_ROTATION_MS)).toBe(MOTIVATIONAL_LINES[1]);
    expect(motivationAt(MOTIVATION_ROTATION_MS * 9.5)).toBe(MOTIVATIONAL_LINES[9]);
    expect(motivationAt(MOTIVATION_ROTATION_MS * 10)).toBe(MOTIVATIONAL_LINES[0]);
    expect(motivationAt(MOTIVATION_ROTATION_MS * 13)).toBe(MOTIVATIONAL_LINES[3]);
    expect(motivationAt(-5000)).toBe(MOTIVATIONAL_LINES[0]);
  });
});

describe('encouragement in the cook’s language', () => {
  it('has every line in every language, each its own', () => {
    for (const language of COMMAND_LANGUAGES) {
      const lines = LINES[language];
      expect(lines.motivation, language).toHaveLength(MOTIVATION_MESSAGE_COUNT);
      expect(new Set(lines.motivation).size).toBe(MOTIVATION_MESSAGE_COUNT);
      for (const emotion of VOICE_EMOTIONS) {
        expect(new Set(lines.cheers[emotion]).size, `${language} ${emotion}`).toBe(8);
        expect(lines.congratulations[emotion]('Paella')).toContain('Paella');
        if (language === 'en') continue;
        for (const line of lines.cheers[emotion]) {
          expect(ENCOURAGEMENTS_BY_EMOTION[emotion]).not.toContain(line);
        }
      }
      if (language !== 'en') {
        for (const line of lines.motivation) expect(MOTIVATIONAL_LINES).not.toContain(line);
      }
    }
  });

  it('says the chosen language’s words', () => {
    expect(pickEncouragement(() => 0, 'warm', 'es')).toBe(
      'Muy bien hecho. Vamos al siguiente paso.',
    );
    expect(congratulation('Tarte Tatin', 'warm', 'fr')).toBe(
      'Vous l’avez fait ! Tarte Tatin, c’est prêt. Installez-vous et savourez chaque bouchée.',
    );
    expect(congratulation('', 'energetic', 'de')).toContain('Dein Gericht');
    expect(motivationAt(MOTIVATION_ROTATION_MS, 'it')).toBe(
      'Ogni grande chef ha cominciato con un primo piatto.',
    );
  });
});
