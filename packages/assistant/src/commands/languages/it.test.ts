import { describe, expect, it } from 'vitest';
import { parseCommand } from '../intent';
import type { CookingIntent } from '../intent-types';

const TABLE: readonly [said: string, intent: CookingIntent][] = [
  ['avanti', { kind: 'nextStep' }],
  ['Prossimo passo.', { kind: 'nextStep' }],
  ['passo successivo per favore', { kind: 'nextStep' }],
  ['vai al prossimo', { kind: 'nextStep' }],
  ['indietro', { kind: 'previousStep' }],
  ['torna al passo precedente', { kind: 'previousStep' }],
  ['ripeti', { kind: 'repeat' }],
  ['ripeti il passo', { kind: 'repeat' }],
  ['puoi ripetere?', { kind: 'repeat' }],
  ['non ho capito', { kind: 'repeat' }],
  ['aspetta', { kind: 'pause' }],
  ['aspetta un attimo', { kind: 'pause' }],
  ['un secondo', { kind: 'pause' }],
  ['pausa', { kind: 'pause' }],
  ['pronto', { kind: 'resume' }],
  ['sono pronta', { kind: 'resume' }],
  ['continua', { kind: 'resume' }],
  ['ho finito', { kind: 'resume' }],
  ['dove eravamo', { kind: 'whereWereWe' }],
  ["dov'eravamo rimasti?", { kind: 'whereWereWe' }],
  ['a che punto siamo', { kind: 'whereWereWe' }],
  ['timer', { kind: 'startStepTimer' }],
  ['avvia il timer', { kind: 'startStepTimer' }],
  ['metti in pausa il timer', { kind: 'pauseTimer' }],
  ['riprendi il timer', { kind: 'resumeTimer' }],
  ['ferma il timer', { kind: 'stopTimer' }],
  ['timer di dodici minuti', { kind: 'setTimer', minutes: 12 }],
  ["imposta un timer per un'ora e mezza", { kind: 'setTimer', minutes: 90 }],
  ['imposta un timer per un’ora e mezzo', { kind: 'setTimer', minutes: 90 }],
  ["timer di mezz'ora", { kind: 'setTimer', minutes: 30 }],
  ['timer di mezzora', { kind: 'setTimer', minutes: 30 }],
  ["timer di un quarto d'ora", { kind: 'setTimer', minutes: 15 }],
  ["timer di tre quarti d'ora", { kind: 'setTimer', minutes: 45 }],
  ["timer di un'ora e un quarto", { kind: 'setTimer', minutes: 75 }],
  ['timer di due minuti e mezzo', { kind: 'setTimer', minutes: 2.5 }],
  ["timer di un'ora e quindici minuti", { kind: 'setTimer', minutes: 75 }],
  ['timer di trenta secondi', { kind: 'setTimer', minutes: 0.5 }],
  ['timer di ventitré minuti', { kind: 'setTimer', minutes: 23 }],
  ['timer di trentotto minuti', { kind: 'setTimer', minutes: 38 }],
  ['timer di venti due minuti', { kind: 'setTimer', minutes: 22 }],
  ['timer di centottanta minuti', { kind: 'setTimer', minutes: 180 }],
  ['venticinque minuti', { kind: 'setTimer', minutes: 25 }],
  ['cosa posso sostituire', { kind: 'substitute' }],
  ['che cosa posso sostituire?', { kind: 'substitute' }],
  ['sostituisci il burro', { kind: 'substitute', ingredient: 'burro' }],
  ["cosa posso usare al posto dell'olio", { kind: 'substitute', ingredient: 'olio' }],
  ['non ho più uova', { kind: 'substitute', ingredient: 'uova' }],
  ['fallo per sei persone', { kind: 'adjustServing', servings: 6 }],
  ['per 2 porzioni', { kind: 'adjustServing', servings: 2 }],
  ['cosa significa mantecare', { kind: 'explain', term: 'mantecare' }],
  ["cos'è un soffritto?", { kind: 'explain', term: 'soffritto' }],
  ['come si fa a tostare il riso', { kind: 'explain', term: 'tostare il riso' }],
  ['spiega questo passo', { kind: 'explain' }],
  ['non capisco', { kind: 'explain' }],
];

describe('Italian commands', () => {
  it.each(TABLE)('"%s" with the Italian hint', (said, intent) => {
    expect(parseCommand(said, 'it')).toEqual({ intent, language: 'it' });
  });

  it.each(TABLE)('"%s" without a hint', (said, intent) => {
    expect(parseCommand(said).intent).toEqual(intent);
  });

  it('ends an ingredient where the request ends', () => {
    expect(parseCommand('Non ho più il burro, cosa posso usare invece?', 'it').intent).toEqual({
      kind: 'substitute',
      ingredient: 'burro',
    });
    expect(parseCommand('non ho la panna con cosa la sostituisco', 'it').intent).toEqual({
      kind: 'substitute',
      ingredient: 'panna',
    });
  });

  it.each(['il prossimo passo è lungo', 'che bella giornata', 'timer di zero minuti'])(
    '"%s" is no command',
    (said) => {
      expect(parseCommand(said, 'it').intent).toEqual({ kind: 'unknown' });
    },
  );

  // Kinds of phrasing cooks use that the first vocabulary missed (issue 25).
  it.each<[string, CookingIntent]>([
    [
      "posso usare l'olio d'oliva invece del burro per questo",
      { kind: 'substitute', ingredient: 'burro' },
    ],
    ['un po piu piano per favore', { kind: 'repeat' }],
    ['il timer non serve più annullalo', { kind: 'stopTimer' }],
    ['ehm mi ripeti le dosi', { kind: 'repeat' }],
    ['grazie mille e adesso', { kind: 'nextStep' }],
    ['un secondo abbaia il cane', { kind: 'pause' }],
    ['ridici tutto', { kind: 'repeat' }],
    ['ok ci sono vai pure', { kind: 'resume' }],
    ['Ok, ho finito al telefono. Continua pure.', { kind: 'resume' }],
    ['ho finito il burro', { kind: 'substitute', ingredient: 'burro' }],
    ['cosa significa al dente', { kind: 'explain', term: 'al dente' }],
    ['Accendi il timer per questo step.', { kind: 'startStepTimer' }],
    ['Voglio 30 porzioni per la festa.', { kind: 'adjustServing', servings: 30 }],
    ['puoi contare venti minuti per il riso', { kind: 'setTimer', minutes: 20 }],
  ])('"%s" with the Italian hint', (said, intent) => {
    expect(parseCommand(said, 'it').intent).toEqual(intent);
  });
});
