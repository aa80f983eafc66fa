/** Guidance in Italian. */
import { counted } from '@mise/domain/plural';
import type { GuidancePhrases } from './guidance-phrase-types';

const count = (value: number, one: string, other: string) => counted(value, { one, other }, 'it');

export const IT_GUIDANCE: GuidancePhrases = {
  explain: ({ name, meaning, watchFor, tip, pro }, skillLevel) => {
    switch (skillLevel) {
      case 'beginner':
        return `${name}: ${meaning} A cosa fare attenzione: ${watchFor} Consiglio: ${tip}`;
      case 'intermediate':
        return `${name}: ${meaning} Fai attenzione a questo: ${watchFor}`;
      case 'advanced':
        return `${name}: ${meaning} ${pro}`;
    }
  },
  watch: ({ name, watchFor }) => `${name}: ${watchFor}`,
  noTechnique: {
    beginner:
      'Leggi tutto il passo una volta e prepara ciò che serve prima di cominciare. Nessuna fretta.',
    intermediate: 'Passo semplice: tieni il fuoco costante e assaggia man mano.',
    advanced: 'Questo lo sai fare.',
  },
  timing: (length, at, skillLevel) => {
    if (skillLevel === 'beginner') {
      return `Ci vogliono circa ${length}: imposta un timer${at ? ` e comincia a controllare dopo ${at}` : ''}.`;
    }
    if (skillLevel === 'intermediate')
      return `Circa ${length}${at ? `; controlla dopo ${at}` : ''}.`;
    return at ? `Controlla dopo ${at}.` : undefined;
  },
  internalTemperature: (temperature, skillLevel) =>
    skillLevel === 'beginner'
      ? `Controlla i ${temperature} con un termometro nel punto più spesso, invece di indovinare.`
      : `Toglilo a ${temperature}.`,
  preheat: (temperature, oven) =>
    oven
      ? `Dai al forno circa 15 minuti per arrivare a ${temperature} prima di infornare.`
      : `Lascia arrivare a ${temperature} prima di mettere il cibo.`,
  minutes: (minutes) => {
    if (minutes < 1) return count(Math.round(minutes * 60), 'secondo', 'secondi');
    if (minutes >= 120 && minutes % 60 === 0) return count(minutes / 60, 'ora', 'ore');
    return count(Math.round(minutes * 10) / 10, 'minuto', 'minuti');
  },
  safety: {
    hotFat:
      'L’olio caldo schizza: cala il cibo allontanandolo da te, tieni un coperchio a portata di mano e non versare mai acqua su un fuoco d’olio.',
    boiling:
      'Solleva i coperchi dal lato opposto a te, così il vapore non ti arriva al viso o alle mani.',
    knife:
      'Piega in dentro la punta delle dita della mano che tiene il cibo e tieni la punta del coltello sul tagliere.',
    oven: 'Usa presine asciutte: un panno umido lascia passare subito il calore.',
    sugar:
      'Lo zucchero caldo si attacca e brucia molto: non toccarlo né assaggiarlo finché non si è raffreddato.',
    rawMeat: (name, kind) => {
      const hygiene = `Carne o pesce crudi (${name}): lavati le mani, il tagliere e il coltello dopo averli toccati`;
      switch (kind) {
        case 'poultry':
          return `${hygiene}, e cuoci fino a 74 °C (165 °F) nel punto più spesso.`;
        case 'seafood':
          return `${hygiene}. È cotto quando la polpa diventa opaca e si sfalda, a 63 °C (145 °F).`;
        case 'ground':
          return `${hygiene}, e cuoci finché non resta niente di rosa, 71 °C (160 °F).`;
        case 'other':
          return `${hygiene}.`;
      }
    },
  },
};
