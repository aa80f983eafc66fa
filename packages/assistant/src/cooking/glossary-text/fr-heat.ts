/** The glossary's heat techniques in French (glossary-heat.ts). */
import type { GlossaryTexts } from './glossary-text-types';

export const FR_HEAT: GlossaryTexts = {
  saute: {
    name: 'faire sauter',
    forms: ['faire sauter', 'sauter', 'sautez', 'saute', 'sautes', 'faire revenir', 'revenir'],
    meaning:
      'Cuire vite dans un peu de matière grasse à feu moyen-vif, en remuant souvent pour colorer sans étuver.',
    watchFor:
      'Un grésillement régulier et des bords légèrement dorés. Si ça siffle et fume de vapeur, la poêle est trop pleine ou pas assez chaude.',
    tip: 'Chauffez la poêle avant l’huile, et l’huile avant les aliments : elle doit frémir, pas fumer.',
    pro: 'Ne surchargez pas la poêle ; procédez en plusieurs fois pour avoir des sucs et non de la vapeur.',
  },
  sear: {
    name: 'saisir',
    forms: ['saisir', 'saisissez', 'saisi', 'saisie', 'saisis'],
    meaning:
      'Colorer fortement la surface d’une viande ou d’un poisson à feu vif, pour le goût et la couleur.',
    watchFor:
      'Une croûte bien brune. La pièce se décolle seule de la poêle quand elle est prête à être retournée.',
    tip: 'Séchez bien la pièce et ne la touchez pas : la bouger trop tôt déchire la croûte.',
    pro: 'Surface sèche, poêle très chaude, sel juste avant ; laissez-la se décoller seule.',
  },
  brown: {
    name: 'faire dorer',
    forms: ['dorer', 'faire dorer', 'dorez', 'dore', 'doree', 'dores', 'rissoler'],
    meaning:
      'Cuire jusqu’à ce que la surface brunisse, ce qui donne du goût. La viande hachée s’émiette et cuit jusqu’à ce qu’il ne reste plus de rose.',
    watchFor:
      'Plus de rose et des morceaux bruns et croustillants. Retirez la graisse si elle s’accumule.',
    tip: 'Étalez-la et attendez une minute ou deux avant de remuer, pour qu’elle dore au lieu d’étuver.',
    pro: 'Une seule couche, sans toucher jusqu’à la croûte, puis émiettez.',
  },
  deglaze: {
    name: 'déglacer',
    forms: ['deglacer', 'deglacez', 'deglace', 'deglacage'],
    meaning:
      'Verser un liquide (vin, bouillon ou eau) dans la poêle chaude et gratter les sucs collés au fond : ils ont beaucoup de goût.',
    watchFor: 'Les sucs se détachent dans le liquide, avec l’odeur vive du vin qui s’évapore.',
    tip: 'Prenez une cuillère en bois et reculez-vous : le liquide fume fort dès qu’il touche la poêle.',
    pro: 'Faites réduire de moitié avant de continuer, sinon ça a un goût cru.',
  },
  simmer: {
    name: 'mijoter',
    forms: ['mijoter', 'mijotez', 'mijote', 'fremir', 'fremissement', 'a feu doux'],
    meaning:
      'Cuire un liquide juste sous l’ébullition, avec seulement de petites bulles qui montent.',
    watchFor:
      'De petites bulles paresseuses en surface, pas une grosse ébullition. Baissez le feu si ça s’agite.',
    tip: 'Portez d’abord à ébullition, puis baissez le feu jusqu’à ce que ça se calme.',
    pro: 'Gardez un léger frémissement ; une forte ébullition trouble le bouillon et durcit la viande.',
  },
  boil: {
    name: 'faire bouillir',
    forms: ['bouillir', 'faire bouillir', 'bouillante', 'ebullition', 'portez a ebullition'],
    meaning:
      'Chauffer un liquide jusqu’à ce que de grosses bulles éclatent partout sans s’arrêter.',
    watchFor:
      'Une ébullition franche qui ne s’arrête pas quand on remue. Salez l’eau des pâtes quand elle bout.',
    tip: 'Avec un couvercle, l’eau bout plus vite ; ôtez-le avant que ça déborde.',
    pro: 'Salez bien l’eau et gardez l’ébullition franche une fois les aliments dedans.',
  },
  blanch: {
    name: 'blanchir',
    forms: ['blanchir', 'blanchissez', 'blanchi', 'blanchis', 'blanchies'],
    meaning:
      'Cuire brièvement dans l’eau bouillante, puis plonger dans l’eau glacée pour arrêter aussitôt la cuisson.',
    watchFor:
      'La couleur devient éclatante, en général en 1 à 3 minutes. Sortez avant qu’elle ne ternisse.',
    tip: 'Préparez le bol d’eau glacée avant de mettre quoi que ce soit dans la casserole.',
    pro: 'Eau très salée, petites quantités pour garder l’ébullition, directement dans la glace.',
  },
  braise: {
    name: 'braiser',
    forms: ['braiser', 'braisez', 'braise', 'braisee', 'a l etouffee'],
    meaning:
      'Faire dorer, puis cuire lentement, à demi couvert de liquide, dans une cocotte fermée jusqu’à ce que ce soit tendre.',
    watchFor:
      'Le liquide frémit à peine et la viande cède sous la fourchette. Rajoutez du liquide s’il baisse trop.',
    tip: 'Doucement et longtemps : si c’est encore dur, il faut plus de temps, pas plus de feu.',
    pro: 'Un frémissement à peine, couvercle entrouvert si la sauce doit réduire ; c’est prêt quand c’est tendre, pas à l’heure.',
  },
  poach: {
    name: 'pocher',
    forms: ['pocher', 'pochez', 'poche', 'pochee', 'poches'],
    meaning: 'Cuire doucement dans un liquide qui bouge à peine, bien en dessous de l’ébullition.',
    watchFor:
      'Le liquide frissonne à peine, avec une bulle de temps en temps : 70 à 80 °C (160 à 180 °F).',
    tip: 'Pour les œufs, cassez-les d’abord chacun dans une tasse et faites-les glisser doucement.',
    pro: 'Frissonnant, jamais bouillant ; assaisonnez le liquide, c’est votre seule chance.',
  },
  roast: {
    name: 'rôtir',
    forms: ['rotir', 'rotissez', 'roti', 'rotie', 'rotis', 'au four'],
    meaning: 'Cuire au four chaud, sans couvrir, pour que l’extérieur dore et croustille.',
    watchFor:
      'Des bords dorés et caramélisés. Retournez à mi-cuisson pour une coloration régulière.',
    tip: 'Laissez de l’espace entre les morceaux sur la plaque ; serrés, ils cuisent à la vapeur et ramollissent.',
    pro: 'Four chaud, une couche, surfaces sèches ; laissez reposer la viande ensuite.',
  },
  steam: {
    name: 'cuire à la vapeur',
    forms: ['a la vapeur', 'cuire a la vapeur', 'cuit vapeur', 'panier vapeur'],
    meaning:
      'Cuire au-dessus d’une eau frémissante, pas dedans, avec un couvercle pour garder la vapeur.',
    watchFor: 'Une couleur vive et un couteau qui entre avec une légère résistance.',
    tip: 'Gardez l’eau sous le panier et vérifiez de temps en temps qu’elle ne s’est pas évaporée.',
    pro: 'Frémissement vif, couvercle fermé ; chaque coup d’œil coûte du temps.',
  },
  'stir-fry': {
    name: 'faire sauter au wok',
    forms: ['wok', 'au wok', 'sauter au wok', 'saute au wok'],
    meaning:
      'Cuire très vite de petits morceaux réguliers dans un wok ou une poêle très chaude avec un peu d’huile, en remuant sans cesse.',
    watchFor:
      'Tout grésille tout le temps. Si le grésillement s’arrête, la poêle est trop chargée : procédez en plusieurs fois.',
    tip: 'Coupez et mesurez tout avant de commencer : ça va trop vite pour couper en route.',
    pro: 'Wok fumant, petites quantités, aromates en dernier pour qu’ils ne brûlent pas.',
  },
  fry: {
    name: 'frire',
    forms: ['frire', 'faire frire', 'frit', 'frite', 'frits', 'friture', 'poeler', 'poelez'],
    meaning:
      'Cuire dans une matière grasse chaude : une fine couche à la poêle, ou assez pour couvrir en grande friture.',
    watchFor:
      'La graisse frémit avant d’y mettre les aliments, puis un grésillement régulier et une couleur dorée.',
    tip: 'Déposez les aliments dans la graisse en les éloignant de vous, et ne laissez jamais l’huile chaude seule.',
    pro: 'Tenez 175 à 180 °C en grande friture ; faites frire en plusieurs fois pour que ça ne baisse pas.',
  },
  caramelise: {
    name: 'caraméliser',
    forms: ['caramelise', 'caramelisez', 'caramelisee', 'caramelisees', 'carameliser'],
    meaning:
      'Cuire lentement jusqu’à ce que les sucres brunissent et s’adoucissent : les oignons demandent 30 minutes ou plus, le sucre fond en un sirop ambré.',
    watchFor:
      'Une couleur brun doré profonde et régulière. Une odeur amère de brûlé, c’est allé trop loin.',
    tip: 'Feu moyen-doux et remuez toutes les quelques minutes ; ajoutez un filet d’eau si ça attache.',
    pro: 'Feu doux et patience ; décollez les sucs d’un filet d’eau à mesure que ça fonce.',
  },
  reduce: {
    name: 'réduire',
    forms: ['reduire', 'reduisez', 'faire reduire', 'reduit', 'reduite', 'reduction'],
    meaning:
      'Faire cuire un liquide à découvert pour que l’eau s’évapore, qu’il épaississe et se concentre.',
    watchFor:
      'Le niveau baisse et la sauce nappe le dos d’une cuillère : un doigt y trace une ligne nette.',
    tip: 'Une poêle large réduit plus vite. Salez à la fin, car le goût se concentre.',
    pro: 'Réduisez avant d’assaisonner ; arrêtez quand la cuillère garde une ligne nette.',
  },
  baste: {
    name: 'arroser',
    forms: ['arroser', 'arrosez', 'arrose', 'napper', 'nappez'],
    meaning:
      'Verser à la cuillère de la graisse chaude ou le jus de cuisson sur l’aliment pendant qu’il cuit, pour le garder moelleux et le faire dorer.',
    watchFor:
      'La surface brillante qui dore régulièrement. Inclinez la poêle pour que la graisse s’accumule.',
    tip: 'Au four, arrosez vite : la chaleur s’échappe chaque fois que la porte est ouverte.',
    pro: 'Poêle inclinée, beurre moussant et aromates, arrosez sans arrêt à la fin.',
  },
  melt: {
    name: 'faire fondre',
    forms: ['fondre', 'faire fondre', 'fondu', 'fondue', 'fondez'],
    meaning:
      'Chauffer doucement une matière grasse solide, ou du chocolat, jusqu’à ce qu’elle devienne liquide.',
    watchFor:
      'Le beurre mousse doucement. S’il sent la noisette et brunit, il cuit : retirez-le du feu.',
    tip: 'Feu doux, et retirez quand il reste quelques morceaux ; la chaleur finit le travail.',
    pro: 'Feu doux ; le chocolat au bain-marie, sans une goutte d’eau à proximité.',
  },
  bloom: {
    name: 'torréfier les épices',
    forms: [
      'torrefier',
      'jusqu a ce que ca embaume',
      'parfume',
      'odorant',
      'faire gonfler',
      'activer la levure',
    ],
    meaning:
      'Réveiller les arômes : faire revenir un instant les épices dans la graisse chaude, ou faire tremper la gélatine ou la levure dans un liquide avant usage.',
    watchFor:
      'Les épices embaument en 30 à 60 secondes. Arrêtez avant qu’elles ne foncent ou sentent l’âcre.',
    tip: 'Ayez l’ingrédient suivant prêt : les épices passent de parfumées à brûlées en quelques secondes.',
    pro: 'Trente à soixante secondes dans la graisse, puis du liquide pour arrêter.',
  },
  temper: {
    name: 'tempérer',
    forms: ['temperer', 'temperez', 'tempere', 'temperee'],
    meaning:
      'Réchauffer peu à peu quelque chose de délicat, comme fouetter un peu de liquide chaud dans les œufs pour qu’ils ne cuisent pas.',
    watchFor:
      'Le mélange aux œufs se réchauffe sans grumeaux. S’il commence à trancher, fouettez plus fort et versez plus lentement.',
    tip: 'Versez le liquide chaud en filet en fouettant sans arrêt.',
    pro: 'Le chaud sur le froid en filet en fouettant, puis le tout remis dans la casserole.',
  },
};
