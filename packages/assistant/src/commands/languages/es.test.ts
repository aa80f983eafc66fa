import { describe, expect, it } from 'vitest';
import { parseCommand } from '../intent';
import type { CookingIntent } from '../intent-types';

const TABLE: readonly [said: string, intent: CookingIntent][] = [
  ['siguiente', { kind: 'nextStep' }],
  ['Siguiente paso.', { kind: 'nextStep' }],
  ['el próximo paso, por favor', { kind: 'nextStep' }],
  ['pasa al siguiente paso', { kind: 'nextStep' }],
  ['¿qué sigue?', { kind: 'nextStep' }],
  ['atrás', { kind: 'previousStep' }],
  ['vuelve al paso anterior', { kind: 'previousStep' }],
  ['paso anterior', { kind: 'previousStep' }],
  ['repite', { kind: 'repeat' }],
  ['repite el paso', { kind: 'repeat' }],
  ['¿me puedes repetir eso?', { kind: 'repeat' }],
  ['dilo otra vez', { kind: 'repeat' }],
  ['¿cómo?', { kind: 'repeat' }],
  ['espera', { kind: 'pause' }],
  ['espera un momento', { kind: 'pause' }],
  ['un segundo', { kind: 'pause' }],
  ['pausa', { kind: 'pause' }],
  ['listo', { kind: 'resume' }],
  ['estoy lista', { kind: 'resume' }],
  ['continúa', { kind: 'resume' }],
  ['continua', { kind: 'resume' }],
  ['sigue', { kind: 'resume' }],
  ['ya está', { kind: 'resume' }],
  ['¿dónde estábamos?', { kind: 'whereWereWe' }],
  ['donde estabamos', { kind: 'whereWereWe' }],
  ['¿en qué paso estamos?', { kind: 'whereWereWe' }],
  ['¿por dónde íbamos?', { kind: 'whereWereWe' }],
  ['temporizador', { kind: 'startStepTimer' }],
  ['inicia el temporizador', { kind: 'startStepTimer' }],
  ['pausa el temporizador', { kind: 'pauseTimer' }],
  ['pon el temporizador en pausa', { kind: 'pauseTimer' }],
  ['reanuda el temporizador', { kind: 'resumeTimer' }],
  ['para el temporizador', { kind: 'stopTimer' }],
  ['cancela el temporizador', { kind: 'stopTimer' }],
  ['pon un temporizador de doce minutos', { kind: 'setTimer', minutes: 12 }],
  ['temporizador de una hora y media', { kind: 'setTimer', minutes: 90 }],
  ['pon un temporizador de 5 minutos', { kind: 'setTimer', minutes: 5 }],
  ['temporizador de media hora', { kind: 'setTimer', minutes: 30 }],
  ['temporizador de un cuarto de hora', { kind: 'setTimer', minutes: 15 }],
  ['temporizador de tres cuartos de hora', { kind: 'setTimer', minutes: 45 }],
  ['temporizador de una hora y cuarto', { kind: 'setTimer', minutes: 75 }],
  ['temporizador de hora y media', { kind: 'setTimer', minutes: 90 }],
  ['pon una alarma de dos minutos y medio', { kind: 'setTimer', minutes: 2.5 }],
  ['temporizador de una hora y quince minutos', { kind: 'setTimer', minutes: 75 }],
  ['temporizador de treinta segundos', { kind: 'setTimer', minutes: 0.5 }],
  ['veinticinco minutos', { kind: 'setTimer', minutes: 25 }],
  ['temporizador de cuarenta y cinco minutos', { kind: 'setTimer', minutes: 45 }],
  ['temporizador de ciento veinte minutos', { kind: 'setTimer', minutes: 120 }],
  ['temporizador de 1,5 horas', { kind: 'setTimer', minutes: 90 }],
  ['avísame en diez minutos', { kind: 'setTimer', minutes: 10 }],
  ['¿qué puedo sustituir?', { kind: 'substitute' }],
  ['que puedo sustituir', { kind: 'substitute' }],
  ['cambiar ingrediente', { kind: 'substitute' }],
  ['sustituir la mantequilla', { kind: 'substitute', ingredient: 'mantequilla' }],
  ['¿qué puedo usar en lugar de los huevos?', { kind: 'substitute', ingredient: 'huevos' }],
  ['¿con qué puedo sustituir el azúcar?', { kind: 'substitute', ingredient: 'azúcar' }],
  ['no tengo nata', { kind: 'substitute', ingredient: 'nata' }],
  ['me quedé sin aceite de oliva', { kind: 'substitute', ingredient: 'aceite de oliva' }],
  ['hazlo para seis', { kind: 'adjustServing', servings: 6 }],
  ['ajusta a 2 porciones', { kind: 'adjustServing', servings: 2 }],
  ['para cuatro personas', { kind: 'adjustServing', servings: 4 }],
  ['¿qué significa sofreír?', { kind: 'explain', term: 'sofreír' }],
  ['¿qué es un roux?', { kind: 'explain', term: 'roux' }],
  ['¿cómo se hace un sofrito?', { kind: 'explain', term: 'sofrito' }],
  ['explica este paso', { kind: 'explain' }],
  ['no entiendo', { kind: 'explain' }],
  ['¿qué significa eso?', { kind: 'explain' }],
];

describe('Spanish commands', () => {
  it.each(TABLE)('"%s" with the Spanish hint', (said, intent) => {
    expect(parseCommand(said, 'es')).toEqual({ intent, language: 'es' });
  });

  it.each(TABLE)('"%s" without a hint', (said, intent) => {
    expect(parseCommand(said).intent).toEqual(intent);
  });

  it('ends an ingredient where the request ends', () => {
    expect(parseCommand('No tengo nata, ¿qué puedo usar?', 'es').intent).toEqual({
      kind: 'substitute',
      ingredient: 'nata',
    });
    expect(parseCommand('se me acabó la levadura con qué la sustituyo', 'es').intent).toEqual({
      kind: 'substitute',
      ingredient: 'levadura',
    });
  });

  it.each([
    'el siguiente paso es difícil',
    'hace buen tiempo',
    'temporizador de cero minutos',
    'hazlo para cero',
  ])('"%s" is no command', (said) => {
    expect(parseCommand(said, 'es').intent).toEqual({ kind: 'unknown' });
  });

  // Kinds of phrasing cooks use that the first vocabulary missed (issue 25).
  it.each<[string, CookingIntent]>([
    [
      'puedo usar aceite de oliva en vez de mantequilla para esto',
      { kind: 'substitute', ingredient: 'mantequilla' },
    ],
    ['vale gracias y después de eso qué', { kind: 'nextStep' }],
    ['eh puedes pausar el temporizador un segundín', { kind: 'pauseTimer' }],
    ['¿Qué hago después de esto?', { kind: 'nextStep' }],
    ['dónde estamos en la receta', { kind: 'whereWereWe' }],
    ['despausa el temporizador', { kind: 'resumeTimer' }],
    ['despausa el temporizador del arroz', { kind: 'resumeTimer' }],
    ['qué otra cosa puedo usar aquí', { kind: 'substitute' }],
    ['¿Puedes cambiarla para que salgan doce porciones?', { kind: 'adjustServing', servings: 12 }],
    ['la puedes hacer para seis personas', { kind: 'adjustServing', servings: 6 }],
    ['¿Qué hago aquí?', { kind: 'explain' }],
    ['y aquí qué hago', { kind: 'explain' }],
  ])('"%s" with the Spanish hint', (said, intent) => {
    expect(parseCommand(said, 'es').intent).toEqual(intent);
  });
});
