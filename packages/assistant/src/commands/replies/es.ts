/** Spanish command replies. */
import { counted } from '@mise/domain/plural';
import { congratulation } from '../../cooking/encouragement';
import type { CommandReplies } from './reply-types';

export const ES: CommandReplies = {
  locale: 'es',
  step: ({ number, total, instruction }) => `Paso ${number} de ${total}: ${instruction}`,
  readStep: (number, instruction) => `Paso ${number}. ${instruction}`,
  whereWeAre: ({ number, total, recipeName, instruction }) =>
    `Estamos en el paso ${number} de ${total} de ${recipeName}: ${instruction}`,
  paused: 'Tómate tu tiempo. Di «listo» cuando quieras seguir.',
  resumed: 'Sigamos.',
  listening: 'Aquí estoy cuando quieras. Elige una receta para empezar a cocinar.',
  notCooking: 'Todavía no estamos cocinando nada. Elige una receta para empezar.',
  next: 'Siguiente paso.',
  cheer: { warm: '¡Muy bien!', professional: 'Correcto.', energetic: '¡Sí! ¡Genial!' },
  finished: (recipeName, emotion) => congratulation(recipeName, emotion, 'es'),
  back: 'Volvemos atrás.',
  firstStep: 'Ya estamos en el primer paso.',
  timerSet: (duration) => `Temporizador puesto para ${duration}.`,
  timerWillTell: 'Te aviso cuando termine.',
  stepTimer: (duration, stepNumber) =>
    `Temporizador puesto para ${duration} para el paso ${stepNumber}.`,
  timerPaused: 'Temporizador en pausa.',
  timerResumed: 'El temporizador sigue.',
  timerStopped: 'Temporizador detenido.',
  timerDone: ({ stepNumber, label }) =>
    `¡Se acabó el tiempo! El temporizador ${stepNumber === undefined ? `de ${label}` : `del paso ${stepNumber}`} ha terminado.`,
  servings: (count) =>
    `Ajusto la receta para ${counted(count, { one: 'ración', other: 'raciones' }, 'es')}.`,
  noSwap:
    'No encuentro ningún ingrediente que sustituir en este paso. Prueba con «sustituye la mantequilla».',
  unknownTerm: (term) => `Todavía no conozco «${term}». Pregúntame por otra técnica de cocina.`,
  help: 'Puedo ayudarte con: siguiente paso, repetir, dónde estábamos, temporizadores («pon un temporizador de 10 minutos»), sustituciones («¿qué puedo sustituir?»), raciones («para 4») y técnicas.',
  units: {
    hour: { one: 'hora', other: 'horas' },
    minute: { one: 'minuto', other: 'minutos' },
    second: { one: 'segundo', other: 'segundos' },
  },
};
