/** German command replies. */
import { counted } from '@mise/domain/plural';
import { congratulation } from '../../cooking/encouragement';
import type { CommandReplies } from './reply-types';

export const DE: CommandReplies = {
  locale: 'de',
  step: ({ number, total, instruction }) => `Schritt ${number} von ${total}: ${instruction}`,
  readStep: (number, instruction) => `Schritt ${number}. ${instruction}`,
  whereWeAre: ({ number, total, recipeName, instruction }) =>
    `Wir sind bei ${recipeName}, Schritt ${number} von ${total}: ${instruction}`,
  paused: 'Lass dir Zeit. Sag „fertig“, wenn es weitergehen soll.',
  resumed: 'Weiter geht’s.',
  listening: 'Ich bin da, wann immer du bereit bist. Wähle ein Rezept, um zu kochen.',
  notCooking: 'Wir kochen gerade nichts. Wähle ein Rezept, um anzufangen.',
  next: 'Nächster Schritt.',
  cheer: { warm: 'Gut gemacht!', professional: 'Gut.', energetic: 'Ja! Klasse!' },
  finished: (recipeName, emotion) => congratulation(recipeName, emotion, 'de'),
  back: 'Wir gehen zurück.',
  firstStep: 'Wir sind schon beim ersten Schritt.',
  timerSet: (duration) => `Timer auf ${duration} gestellt.`,
  timerWillTell: 'Ich sage dir Bescheid, wenn er abgelaufen ist.',
  stepTimer: (duration, stepNumber) => `Timer für Schritt ${stepNumber} auf ${duration} gestellt.`,
  timerPaused: 'Timer pausiert.',
  timerResumed: 'Timer läuft weiter.',
  timerStopped: 'Timer gestoppt.',
  timerDone: ({ stepNumber, label }) =>
    `Die Zeit ist um! Der Timer ${stepNumber === undefined ? `für ${label}` : `für Schritt ${stepNumber}`} ist abgelaufen.`,
  servings: (count) =>
    `Ich passe das Rezept auf ${counted(count, { one: 'Portion', other: 'Portionen' }, 'de')} an.`,
  noSwap: 'Ich finde in diesem Schritt keine Zutat zum Ersetzen. Versuch „ersetze die Butter“.',
  unknownTerm: (term) =>
    `„${term}“ kenne ich noch nicht. Frag mich nach einer anderen Kochtechnik.`,
  help: 'Ich helfe dir mit: nächster Schritt, wiederholen, wo waren wir, Timer („Timer 10 Minuten“), Ersatz („was kann ich ersetzen?“), Portionen („für 4“) und Techniken.',
  units: {
    hour: { one: 'Stunde', other: 'Stunden' },
    minute: { one: 'Minute', other: 'Minuten' },
    second: { one: 'Sekunde', other: 'Sekunden' },
  },
};
