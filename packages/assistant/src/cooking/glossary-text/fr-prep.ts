/** The glossary's preparation and mixing techniques in French (glossary-prep.ts). */
import type { GlossaryTexts } from './glossary-text-types';

export const FR_PREP: GlossaryTexts = {
  fold: {
    name: 'incorporer délicatement',
    forms: ['incorporer delicatement', 'incorporez delicatement', 'delicatement', 'sans casser'],
    meaning:
      'Mélanger une préparation légère et aérée (crème fouettée, blancs en neige) à une plus lourde sans faire retomber l’air.',
    watchFor: 'Plus aucune traînée, et le mélange reste léger. Arrêtez dès que c’est homogène.',
    tip: 'À la maryse, coupez au milieu, raclez le fond en remontant et tournez le bol d’un quart à chaque fois.',
    pro: 'Sacrifiez un tiers pour détendre la base, puis incorporez le reste en quelques gestes.',
  },
  whisk: {
    name: 'fouetter',
    forms: ['fouetter', 'fouettez', 'fouette', 'battre', 'battez', 'battu', 'battus'],
    meaning:
      'Battre vite au fouet ou à la fourchette pour mélanger sans grumeaux ou incorporer de l’air.',
    watchFor: 'Une couleur uniforme, sans traînée de jaune ni grumeau de farine.',
    tip: 'Posez le bol sur un torchon humide pour qu’il ne tourne pas pendant que vous fouettez.',
    pro: 'Écrasez d’abord les grumeaux secs ; fouettez du poignet.',
  },
  whip: {
    name: 'monter',
    forms: ['monter', 'montez', 'monte', 'montee', 'en neige', 'en chantilly'],
    meaning:
      'Fouetter vite de la crème ou des blancs jusqu’à ce qu’ils prennent l’air et forment des pics.',
    watchFor:
      'Des pics souples qui retombent, ou fermes qui tiennent. Arrêtez-vous là, sinon la crème devient granuleuse.',
    tip: 'Un bol froid aide pour la crème ; pour les blancs, le bol doit être impeccable, sans trace de jaune.',
    pro: 'Bol sans gras pour les blancs ; arrêtez la crème aux pics souples si elle doit être incorporée.',
  },
  knead: {
    name: 'pétrir',
    forms: ['petrir', 'petrissez', 'petri', 'petrissage'],
    meaning:
      'Pousser, replier et tourner la pâte encore et encore pour développer le gluten, afin que le pain tienne et lève.',
    watchFor:
      'La pâte passe de collante et grumeleuse à lisse et élastique ; enfoncée du doigt, elle revient lentement.',
    tip: 'Poussez avec la paume, repliez, tournez d’un quart et recommencez. Soyez économe en farine.',
    pro: 'Test de la membrane : étirez un morceau très fin ; s’il se déchire aussitôt, continuez.',
  },
  proof: {
    name: 'laisser lever',
    forms: ['laisser lever', 'lever', 'pousser', 'pointage', 'appret', 'double de volume'],
    meaning:
      'Laisser reposer la pâte levée dans un endroit tiède pour qu’elle gonfle avant cuisson. Activer la levure, c’est vérifier qu’elle mousse dans l’eau tiède.',
    watchFor:
      'La pâte a environ doublé, et un doigt fariné laisse un creux qui se comble lentement. La levure doit mousser en 10 minutes.',
    tip: 'Un four éteint avec la lumière allumée est un bon endroit ; couvrez le bol pour que la pâte ne sèche pas.',
    pro: 'Fiez-vous au doigt, pas à la montre : si ça revient lentement, c’est prêt.',
  },
  rest: {
    name: 'laisser reposer',
    forms: ['reposer', 'laisser reposer', 'repos', 'reposez'],
    meaning:
      'Laisser l’aliment tranquille un moment : la viande pour que ses jus se répartissent, la pâte pour que la farine absorbe le liquide et se détende.',
    watchFor:
      'La viande prend encore quelques degrés au repos : couvrez-la sans serrer, environ 5 minutes pour un steak, plus pour un rôti.',
    tip: 'Comptez le repos aussi : il fait partie de la cuisson, ce n’est pas une pause.',
    pro: 'Comptez sur la chaleur résiduelle ; sortez la viande quelques degrés avant.',
  },
  julienne: {
    name: 'julienne',
    forms: ['julienne', 'en julienne', 'batonnets'],
    meaning: 'Tailler en fins bâtonnets, d’environ 3 mm d’épaisseur et 5 cm de long.',
    watchFor: 'Des bâtonnets de même taille, pour qu’ils cuisent tous à la même vitesse.',
    tip: 'Équarrissez le légume, taillez de fines tranches, empilez-en quelques-unes et recoupez en bâtonnets.',
    pro: 'Équarrir, tranches de 3 mm, empiler et tailler ; la mandoline va plus vite.',
  },
  dice: {
    name: 'couper en dés',
    forms: ['en des', 'couper en des', 'coupez en des', 'cubes', 'brunoise', 'en cubes'],
    meaning: 'Tailler en cubes réguliers : petits d’environ 5 mm, moyens de 1 cm, gros de 2 cm.',
    watchFor:
      'Des morceaux de taille proche, pour qu’aucun ne brûle pendant que d’autres restent crus.',
    tip: 'Faites d’abord une face plane pour que l’aliment tienne sur la planche, puis tranchez, empilez et recoupez.',
    pro: 'Taille régulière, cuisson régulière ; gardez la racine de l’oignon pour tenir les couches.',
  },
  mince: {
    name: 'hacher finement',
    forms: ['hacher finement', 'hachez finement', 'finement hache', 'finement hachee', 'ciseler'],
    meaning:
      'Hacher très fin, en tout petits morceaux, pour que le goût se répartisse dans le plat.',
    watchFor:
      'Des morceaux réguliers, presque une pâte. L’ail haché brûle en quelques secondes dans la graisse chaude.',
    tip: 'Basculez le couteau sur le tas, l’autre main à plat sur la lame, rassemblez et recommencez.',
    pro: 'Une pincée de sel sur la planche transforme l’ail en pâte.',
  },
  chop: {
    name: 'hacher',
    forms: ['hacher', 'hachez', 'concasser', 'concassez', 'couper grossierement', 'grossierement'],
    meaning:
      'Couper en morceaux grossiers de la taille d’une bouchée ; pas besoin qu’ils soient parfaits.',
    watchFor: 'Des morceaux à peu près de même taille, pour qu’ils cuisent ensemble.',
    tip: 'Gardez la pointe du couteau sur la planche et basculez la lame, plutôt que de soulever et frapper.',
    pro: 'À peu près régulier suffit ; gardez la précision pour les dés.',
  },
  zest: {
    name: 'zester',
    forms: ['zester', 'zestez', 'zeste', 'zestes'],
    meaning: 'Râper seulement la peau colorée des agrumes, là où sont les huiles parfumées.',
    watchFor: 'Seule la couche colorée doit partir : la peau blanche dessous est amère.',
    tip: 'Zestez le fruit avant de le couper ou de le presser ; entier, c’est bien plus facile.',
    pro: 'Râpe fine, pression légère, directement au-dessus du bol pour recueillir les huiles.',
  },
  emulsify: {
    name: 'émulsionner',
    forms: ['emulsionner', 'emulsionnez', 'emulsion', 'emulsionne', 'monter la mayonnaise'],
    meaning:
      'Fouetter deux liquides qui ne se mélangent pas d’habitude, comme l’huile et le vinaigre, en un mélange lisse et crémeux.',
    watchFor:
      'Une texture épaisse et brillante. Des traînées d’huile qui se séparent : elle a tranché.',
    tip: 'Ajoutez l’huile goutte à goutte au début en fouettant fort ; une cuillerée de moutarde aide à tenir.',
    pro: 'Filet très fin ; rattrapez une émulsion tranchée goutte à goutte sur un jaune neuf.',
  },
  cream: {
    name: 'crémer le beurre',
    forms: ['cremer', 'beurre pommade', 'mousseux', 'travailler le beurre'],
    meaning:
      'Battre le beurre mou avec le sucre jusqu’à ce qu’il blanchisse et mousse, en emprisonnant l’air qui fait lever gâteaux et biscuits.',
    watchFor: 'Le mélange devient nettement plus pâle et mousseux : 3 à 5 minutes au batteur.',
    tip: 'Prenez du beurre mou à température ambiante : il garde l’empreinte du doigt sans être gras ni fondu.',
    pro: 'Beurre vers 18 °C ; le crémage fait lever, ne le bâclez pas.',
  },
  'rub-in': {
    name: 'sabler',
    forms: ['sabler', 'sablez', 'sablage', 'sable'],
    meaning:
      'Frotter le beurre froid avec la farine du bout des doigts jusqu’à obtenir une texture de chapelure, pour la pâte brisée, les scones et le crumble.',
    watchFor: 'Une fine semoule sans gros morceaux de beurre. Arrêtez avant que ça fasse une pâte.',
    tip: 'Prenez du beurre froid et soulevez le mélange en frottant, en le laissant retomber pour qu’il reste frais.',
    pro: 'Bout des doigts seulement, mains froides ; quelques morceaux de la taille d’un pois donnent une pâte plus feuilletée.',
  },
  sift: {
    name: 'tamiser',
    forms: ['tamiser', 'tamisez', 'tamise', 'tamisee'],
    meaning: 'Passer la farine ou une poudre au tamis pour casser les grumeaux et l’aérer.',
    watchFor: 'Un tas léger et régulier, sans grumeaux restés dans le tamis.',
    tip: 'Tapotez le bord du tamis avec la main plutôt que d’appuyer sur la farine.',
    pro: 'Tamisez les levures avec la farine pour qu’elles se répartissent bien.',
  },
  marinate: {
    name: 'mariner',
    forms: ['mariner', 'marinez', 'marine', 'marinade', 'faire mariner'],
    meaning: 'Laisser tremper un aliment dans un liquide assaisonné pour qu’il prenne du goût.',
    watchFor:
      'Le temps : les marinades acides agissent vite, et le poisson n’a besoin que de 15 à 30 minutes avant de se défaire.',
    tip: 'Faites mariner au réfrigérateur, et jetez la marinade qui a touché de la viande crue, sauf à la faire bouillir.',
    pro: 'Le sel fait l’essentiel ; l’acide, brièvement.',
  },
  'season-to-taste': {
    name: 'assaisonner à votre goût',
    forms: [
      'rectifier l assaisonnement',
      'assaisonner',
      'assaisonnez',
      'saler et poivrer',
      'a votre gout',
      'selon votre gout',
    ],
    meaning:
      'Goûter et ajouter du sel (et du poivre ou un filet de citron) petit à petit jusqu’à ce que ce soit bon pour vous.',
    watchFor: 'Des saveurs vives, pas plates. Si c’est fade, il manque presque toujours du sel.',
    tip: 'Ajoutez une pincée, remuez, attendez un instant et goûtez encore : on peut toujours ajouter, jamais retirer.',
    pro: 'Assaisonnez par couches ; finissez par une touche acide en plus du sel.',
  },
  'al-dente': {
    name: 'al dente',
    forms: ['al dente'],
    meaning:
      'Cuit jusqu’à être tendre mais encore un peu ferme sous la dent ; se dit surtout des pâtes.',
    watchFor:
      'Un petit point blanc au centre quand on croque un morceau. Commencez à goûter 2 minutes avant le temps du paquet.',
    tip: 'Gardez une tasse d’eau de cuisson avant d’égoutter : son amidon aide la sauce à napper.',
    pro: 'Sortez-les une minute avant et finissez-les dans la sauce avec l’eau de cuisson.',
  },
};
