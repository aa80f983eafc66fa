import { describe, expect, it } from 'vitest';
import type { StepView } from '../../cooking/current-step';
import { COMMAND_LANGUAGES } from '../intent-types';
import { REPLIES, spokenDuration, timerDoneAnnouncement } from './replies';
import type { CommandReplies } from './reply-types';

const step: StepView = {
  index: 2,
  number: 3,
  total: 7,
  instruction: 'Melt the butter.',
  duration: undefined,
  recipeName: 'Pancakes',
};

/** Every reply of a table as text, rendered with sample arguments. */
function rendered(replies: CommandReplies): Record<string, string> {
  return {
    locale: replies.locale,
    step: replies.step(step),
    readStep: replies.readStep(3, 'Melt the butter.'),
    timerDone: `${replies.timerDone({ stepNumber: 3, label: 'Step 3' })} ${replies.timerDone({ stepNumber: undefined, label: '12 min' })}`,
    whereWeAre: replies.whereWeAre(step),
    paused: replies.paused,
    resumed: replies.resumed,
    listening: replies.listening,
    notCooking: replies.notCooking,
    next: replies.next,
    cheer: Object.values(replies.cheer).join(' | '),
    finished: replies.finished('Pancakes', 'warm'),
    back: replies.back,
    firstStep: replies.firstStep,
    timerSet: replies.timerSet('12'),
    timerWillTell: replies.timerWillTell,
    stepTimer: replies.stepTimer('12', 3),
    timerPaused: replies.timerPaused,
    timerResumed: replies.timerResumed,
    timerStopped: replies.timerStopped,
    servings: replies.servings(6),
    noSwap: replies.noSwap,
    unknownTerm: replies.unknownTerm('roux'),
    help: replies.help,
    units: spokenDuration(61.5, replies),
  };
}

describe('the command reply tables', () => {
  it('have every reply in every language, each translated', () => {
    const english = rendered(REPLIES.en);
    expect(Object.keys(english).sort()).toEqual(Object.keys(REPLIES.en).sort());
    for (const language of COMMAND_LANGUAGES) {
      expect(Object.keys(REPLIES[language]).sort()).toEqual(Object.keys(REPLIES.en).sort());
      const texts = rendered(REPLIES[language]);
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        if (language !== 'en') expect(text, `${language}.${key}`).not.toBe(english[key]);
      }
    }
  });

  it('put what they are given into the words', () => {
    for (const language of COMMAND_LANGUAGES) {
      const texts = rendered(REPLIES[language]);
      expect(texts.step).toContain('3');
      expect(texts.step).toContain('Melt the butter.');
      expect(texts.whereWeAre).toContain('Pancakes');
      expect(texts.timerSet).toContain('12');
      expect(texts.servings).toContain('6');
      expect(texts.unknownTerm).toContain('roux');
    }
  });
});

describe('timer lengths as spoken', () => {
  it("follows each language's plural rules", () => {
    expect(REPLIES.fr.servings(0)).toBe('J’adapte la recette pour 0 portion.');
    expect(REPLIES.de.servings(1)).toBe('Ich passe das Rezept auf 1 Portion an.');
    expect(spokenDuration(0, REPLIES.fr)).toBe('0 seconde');
    expect(spokenDuration(0, REPLIES.en)).toBe('0 seconds');
  });

  it('uses hours, minutes and seconds, singular or plural', () => {
    expect(spokenDuration(12, REPLIES.en)).toBe('12 minutes');
    expect(spokenDuration(90, REPLIES.en)).toBe('1 hour 30 minutes');
    expect(spokenDuration(0.5, REPLIES.en)).toBe('30 seconds');
    expect(spokenDuration(1, REPLIES.en)).toBe('1 minute');
    expect(spokenDuration(61.5, REPLIES.en)).toBe('1 hour 1 minute 30 seconds');
    expect(spokenDuration(120, REPLIES.fr)).toBe('2 heures');
    expect(spokenDuration(90, REPLIES.de)).toBe('1 Stunde 30 Minuten');
  });
});

describe('the announcement of a timer at zero', () => {
  it('names a step’s timer by its step, another by its length, in the language', () => {
    expect(timerDoneAnnouncement('Step 1', 'en')).toBe("Time's up! The Step 1 timer is done.");
    expect(timerDoneAnnouncement('12 min', 'en')).toBe("Time's up! The 12 min timer is done.");
    expect(timerDoneAnnouncement('Step 2', 'es')).toBe(
      '¡Se acabó el tiempo! El temporizador del paso 2 ha terminado.',
    );
    expect(timerDoneAnnouncement('12 min', 'de')).toBe(
      'Die Zeit ist um! Der Timer für 12 min ist abgelaufen.',
    );
  });
});
