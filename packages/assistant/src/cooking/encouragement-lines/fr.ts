/** Encouragement in French. */
import type { EncouragementLines } from './lines-types';

export const FR_LINES: EncouragementLines = {
  cheers: {
    warm: [
      'Très joli travail. On passe à l’étape suivante.',
      'Vous vous en sortez très bien, continuez.',
      'Ça a l’air parfait. À la suivante !',
      'Bien joué. Prenez votre temps pour la suivante.',
      'Ça sent déjà bon. Continuons.',
      'Encore une étape de faite. Vous y êtes presque.',
      'Bravo. Votre cuisine, votre rythme.',
      'Magnifique. Continuons ensemble.',
    ],
    professional: [
      'Bien. Étape suivante.',
      'Travail propre. On enchaîne.',
      'Bien exécuté. Suivante.',
      'C’est le niveau attendu. Continuez.',
      'Précis. À la suivante.',
      'Bonne technique. Gardez votre poste propre et continuez.',
      'Correct. Étape suivante.',
      'Bien jugé. On enchaîne.',
    ],
    energetic: [
      'Oui ! Étape suivante, c’est parti !',
      'Boum ! Vous êtes en feu, continuez !',
      'Regardez-moi ça ! À la suivante !',
      'Voilà ce que j’appelle cuisiner ! En avant !',
      'Vous assurez ! Étape suivante !',
      'Fantastique ! Les saveurs montent !',
      'Chef, c’est brillant ! Continuez !',
      'Tope là ! À la suivante !',
    ],
  },
  congratulations: {
    warm: (recipe) =>
      `Vous l’avez fait ! ${recipe}, c’est prêt. Installez-vous et savourez chaque bouchée.`,
    professional: (recipe) =>
      `Envoyez. ${recipe}, c’est terminé, et bien exécuté. Dressez et régalez-vous.`,
    energetic: (recipe) => `Et voilà ! ${recipe}, c’est FAIT ! Vous avez tout déchiré !`,
  },
  yourDish: 'Votre plat',
  motivation: [
    'Cuisiner, c’est l’amour rendu visible.',
    'Tout grand chef a commencé par un premier plat.',
    'Goûtez au fur et à mesure : votre palais est votre meilleur outil.',
    'Les erreurs en cuisine sont de nouvelles recettes.',
    'La bonne cuisine prend du temps, et vous le lui donnez.',
    'Mise en place : chaque chose à sa place, l’esprit tranquille.',
    'Le meilleur ingrédient, c’est la personne qui cuisine.',
    'Ralentissez, respirez et savourez le grésillement.',
    'Vous ne faites pas qu’un repas, vous créez un souvenir.',
    'Fiez-vous à vos sens : regardez, écoutez, sentez et goûtez.',
  ],
};
