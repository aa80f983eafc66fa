/** French command replies. */
import { counted } from '@mise/domain/plural';
import { congratulation } from '../../cooking/encouragement';
import type { CommandReplies } from './reply-types';

export const FR: CommandReplies = {
  locale: 'fr',
  step: ({ number, total, instruction }) => `Étape ${number} sur ${total} : ${instruction}`,
  readStep: (number, instruction) => `Étape ${number}. ${instruction}`,
  whereWeAre: ({ number, total, recipeName, instruction }) =>
    `Nous en sommes à l’étape ${number} sur ${total} de ${recipeName} : ${instruction}`,
  paused: 'Prenez votre temps. Dites « prêt » quand vous voulez continuer.',
  resumed: 'On continue.',
  listening: 'Je suis là quand vous voulez. Choisissez une recette pour commencer.',
  notCooking: 'Nous ne cuisinons rien pour l’instant. Choisissez une recette pour commencer.',
  next: 'Étape suivante.',
  cheer: { warm: 'Très bien !', professional: 'Bien.', energetic: 'Oui ! Génial !' },
  finished: (recipeName, emotion) => congratulation(recipeName, emotion, 'fr'),
  back: 'On revient en arrière.',
  firstStep: 'Nous sommes déjà à la première étape.',
  timerSet: (duration) => `Minuteur réglé sur ${duration}.`,
  timerWillTell: 'Je vous préviens quand c’est fini.',
  stepTimer: (duration, stepNumber) => `Minuteur réglé sur ${duration} pour l’étape ${stepNumber}.`,
  timerPaused: 'Minuteur en pause.',
  timerResumed: 'Le minuteur repart.',
  timerStopped: 'Minuteur arrêté.',
  timerDone: ({ stepNumber, label }) =>
    `C’est l’heure ! Le minuteur ${stepNumber === undefined ? `de ${label}` : `de l’étape ${stepNumber}`} est terminé.`,
  servings: (count) =>
    `J’adapte la recette pour ${counted(count, { one: 'portion', other: 'portions' }, 'fr')}.`,
  noSwap:
    'Je ne trouve aucun ingrédient à remplacer dans cette étape. Essayez « remplace le beurre ».',
  unknownTerm: (term) =>
    `Je ne connais pas encore « ${term} ». Demandez-moi une autre technique de cuisine.`,
  help: 'Je peux vous aider avec : étape suivante, répéter, où en étions-nous, minuteurs (« minuteur 10 minutes »), substitutions (« que puis-je remplacer ? »), portions (« pour 4 ») et techniques.',
  units: {
    hour: { one: 'heure', other: 'heures' },
    minute: { one: 'minute', other: 'minutes' },
    second: { one: 'seconde', other: 'secondes' },
  },
};
