/** Italian command replies. */
import { counted } from '@mise/domain/plural';
import { congratulation } from '../../cooking/encouragement';
import type { CommandReplies } from './reply-types';

export const IT: CommandReplies = {
  locale: 'it',
  step: ({ number, total, instruction }) => `Passo ${number} di ${total}: ${instruction}`,
  readStep: (number, instruction) => `Passo ${number}. ${instruction}`,
  whereWeAre: ({ number, total, recipeName, instruction }) =>
    `Siamo al passo ${number} di ${total} di ${recipeName}: ${instruction}`,
  paused: 'Prenditi il tuo tempo. Di’ «pronto» quando vuoi continuare.',
  resumed: 'Andiamo avanti.',
  listening: 'Sono qui quando vuoi. Scegli una ricetta per iniziare a cucinare.',
  notCooking: 'Non stiamo ancora cucinando niente. Scegli una ricetta per iniziare.',
  next: 'Passo successivo.',
  cheer: { warm: 'Ottimo lavoro!', professional: 'Bene.', energetic: 'Sì! Fantastico!' },
  finished: (recipeName, emotion) => congratulation(recipeName, emotion, 'it'),
  back: 'Torniamo indietro.',
  firstStep: 'Siamo già al primo passo.',
  timerSet: (duration) => `Timer impostato su ${duration}.`,
  timerWillTell: 'Ti avviso quando ha finito.',
  stepTimer: (duration, stepNumber) => `Timer impostato su ${duration} per il passo ${stepNumber}.`,
  timerPaused: 'Timer in pausa.',
  timerResumed: 'Il timer riparte.',
  timerStopped: 'Timer fermato.',
  timerDone: ({ stepNumber, label }) =>
    `Tempo scaduto! Il timer ${stepNumber === undefined ? `da ${label}` : `del passo ${stepNumber}`} è finito.`,
  servings: (count) =>
    `Adatto la ricetta per ${counted(count, { one: 'porzione', other: 'porzioni' }, 'it')}.`,
  noSwap: 'Non trovo ingredienti da sostituire in questo passo. Prova con «sostituisci il burro».',
  unknownTerm: (term) => `Non conosco ancora «${term}». Chiedimi un’altra tecnica di cucina.`,
  help: 'Posso aiutarti con: passo successivo, ripeti, dove eravamo, timer («timer 10 minuti»), sostituzioni («cosa posso sostituire?»), porzioni («per 4») e tecniche.',
  units: {
    hour: { one: 'ora', other: 'ore' },
    minute: { one: 'minuto', other: 'minuti' },
    second: { one: 'secondo', other: 'secondi' },
  },
};
