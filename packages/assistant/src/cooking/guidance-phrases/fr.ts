/** Guidance in French. */
import { counted } from '@mise/domain/plural';
import type { GuidancePhrases } from './guidance-phrase-types';

const count = (value: number, one: string, other: string) => counted(value, { one, other }, 'fr');

export const FR_GUIDANCE: GuidancePhrases = {
  explain: ({ name, meaning, watchFor, tip, pro }, skillLevel) => {
    switch (skillLevel) {
      case 'beginner':
        return `${name} : ${meaning} À surveiller : ${watchFor} Astuce : ${tip}`;
      case 'intermediate':
        return `${name} : ${meaning} Surveillez ceci : ${watchFor}`;
      case 'advanced':
        return `${name} : ${meaning} ${pro}`;
    }
  },
  watch: ({ name, watchFor }) => `${name} : ${watchFor}`,
  noTechnique: {
    beginner:
      'Lisez l’étape en entier une fois et sortez tout ce qu’il faut avant de commencer. Rien ne presse.',
    intermediate: 'Étape simple : gardez un feu régulier et goûtez au fur et à mesure.',
    advanced: 'Celle-ci, vous la maîtrisez.',
  },
  timing: (length, at, skillLevel) => {
    if (skillLevel === 'beginner') {
      return `Comptez environ ${length} : lancez un minuteur${at ? `, et commencez à vérifier au bout de ${at}` : ''}.`;
    }
    if (skillLevel === 'intermediate')
      return `Environ ${length}${at ? ` ; vérifiez au bout de ${at}` : ''}.`;
    return at ? `Vérifiez au bout de ${at}.` : undefined;
  },
  internalTemperature: (temperature, skillLevel) =>
    skillLevel === 'beginner'
      ? `Vérifiez les ${temperature} avec un thermomètre au plus épais, plutôt que de deviner.`
      : `Sortez-le à ${temperature}.`,
  preheat: (temperature, oven) =>
    oven
      ? `Laissez au four une quinzaine de minutes pour atteindre ${temperature} avant d’enfourner.`
      : `Laissez monter à ${temperature} avant d’y mettre les aliments.`,
  minutes: (minutes) => {
    if (minutes < 1) return count(Math.round(minutes * 60), 'seconde', 'secondes');
    if (minutes >= 120 && minutes % 60 === 0) return count(minutes / 60, 'heure', 'heures');
    return count(Math.round(minutes * 10) / 10, 'minute', 'minutes');
  },
  safety: {
    hotFat:
      'L’huile chaude éclabousse : déposez les aliments en les éloignant de vous, gardez un couvercle à portée et ne versez jamais d’eau sur un feu d’huile.',
    boiling:
      'Soulevez les couvercles vers l’avant pour que la vapeur n’atteigne ni votre visage ni vos mains.',
    knife:
      'Repliez le bout des doigts de la main qui tient l’aliment et gardez la pointe du couteau sur la planche.',
    oven: 'Prenez des maniques sèches : un torchon humide laisse passer la chaleur aussitôt.',
    sugar:
      'Le sucre chaud colle et brûle gravement : n’y touchez pas et n’y goûtez pas avant qu’il ait refroidi.',
    rawMeat: (name, kind) => {
      const hygiene = `Viande ou poisson cru (${name}) : lavez-vous les mains, la planche et le couteau après y avoir touché`;
      switch (kind) {
        case 'poultry':
          return `${hygiene}, et faites cuire jusqu’à 74 °C (165 °F) au cœur.`;
        case 'seafood':
          return `${hygiene}. C’est cuit quand la chair devient opaque et s’effeuille, à 63 °C (145 °F).`;
        case 'ground':
          return `${hygiene}, et faites cuire jusqu’à ce qu’il ne reste plus de rose, 71 °C (160 °F).`;
        case 'other':
          return `${hygiene}.`;
      }
    },
  },
};
