/** Guidance in Spanish. */
import { counted } from '@mise/domain/plural';
import type { GuidancePhrases } from './guidance-phrase-types';

const count = (value: number, one: string, other: string) => counted(value, { one, other }, 'es');

export const ES_GUIDANCE: GuidancePhrases = {
  explain: ({ name, meaning, watchFor, tip, pro }, skillLevel) => {
    switch (skillLevel) {
      case 'beginner':
        return `${name}: ${meaning} En qué fijarte: ${watchFor} Truco: ${tip}`;
      case 'intermediate':
        return `${name}: ${meaning} Fíjate en esto: ${watchFor}`;
      case 'advanced':
        return `${name}: ${meaning} ${pro}`;
    }
  },
  watch: ({ name, watchFor }) => `${name}: ${watchFor}`,
  noTechnique: {
    beginner:
      'Lee el paso entero una vez y prepara todo lo que necesita antes de empezar. No hay prisa.',
    intermediate: 'Paso sencillo: mantén el fuego estable y prueba sobre la marcha.',
    advanced: 'Este lo tienes dominado.',
  },
  timing: (length, at, skillLevel) => {
    if (skillLevel === 'beginner') {
      return `Esto lleva unos ${length}: pon un temporizador${at ? ` y empieza a mirar a los ${at}` : ''}.`;
    }
    if (skillLevel === 'intermediate') return `Unos ${length}${at ? `; mira a los ${at}` : ''}.`;
    return at ? `Mira a los ${at}.` : undefined;
  },
  internalTemperature: (temperature, skillLevel) =>
    skillLevel === 'beginner'
      ? `Comprueba que llega a ${temperature} con un termómetro en la parte más gruesa, en vez de adivinar.`
      : `Sácalo a ${temperature}.`,
  preheat: (temperature, oven) =>
    oven
      ? `Dale al horno unos 15 minutos para llegar a ${temperature} antes de meter la comida.`
      : `Deja que llegue a ${temperature} antes de echar la comida.`,
  minutes: (minutes) => {
    if (minutes < 1) return count(Math.round(minutes * 60), 'segundo', 'segundos');
    if (minutes >= 120 && minutes % 60 === 0) return count(minutes / 60, 'hora', 'horas');
    return count(Math.round(minutes * 10) / 10, 'minuto', 'minutos');
  },
  safety: {
    hotFat:
      'El aceite caliente salpica: echa la comida hacia fuera, lejos de ti, ten una tapa a mano y nunca eches agua a un fuego de aceite.',
    boiling:
      'Levanta las tapas hacia el lado contrario a ti para que el vapor no te llegue a la cara ni a las manos.',
    knife:
      'Dobla hacia dentro las yemas de la mano que sujeta la comida y mantén la punta del cuchillo en la tabla.',
    oven: 'Usa manoplas secas: un trapo húmedo deja pasar el calor enseguida.',
    sugar:
      'El azúcar caliente se pega y quema mucho: no lo toques ni lo pruebes hasta que se enfríe.',
    rawMeat: (name, kind) => {
      const hygiene = `Después de tocar ${name} sin cocinar, lávate las manos, la tabla y el cuchillo`;
      switch (kind) {
        case 'poultry':
          return `${hygiene}, y cocina hasta que la parte más gruesa llegue a 74 °C (165 °F).`;
        case 'seafood':
          return `${hygiene}. Está hecho cuando la carne se vuelve opaca y se separa en lascas, a 63 °C (145 °F).`;
        case 'ground':
          return `${hygiene}, y cocina hasta que no quede nada rosa, 71 °C (160 °F).`;
        case 'other':
          return `${hygiene}.`;
      }
    },
  },
};
